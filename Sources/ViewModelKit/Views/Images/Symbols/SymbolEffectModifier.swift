import Foundation

/// Records a symbol effect on the views below: `symbolEffect(_:options:isActive:)`,
/// `symbolEffect(_:options:value:)` and `symbolEffectsRemoved(_:)`.
public struct _SymbolEffectModifier: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  /// What snapshots show: `bounce, value: 3`, `pulse, inactive`.
  let record: String
}

extension View {
  /// Runs a symbol effect on the symbol images in this view while `isActive` is true (recorded).
  ///
  /// ```swift
  /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
  /// ```
  ///
  /// Recorded: snapshots list `symbolEffect(variableColor.iterative)` on the views below
  /// (`…, inactive` while not active; options other than `.default` follow); nothing moves.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  ///   - isActive: Whether it runs.
  /// - Returns: The view with the effect.
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T,
    options: SymbolEffectOptions = .default,
    isActive: Bool = true
  ) -> some View {
    modifier(
      _SymbolEffectModifier(
        record: Self.recorded(effect, options, isActive ? nil : "inactive")
      )
    )
  }

  /// Runs a symbol effect once on the symbol images in this view each time `value` changes
  /// (recorded).
  ///
  /// ```swift
  /// Image(systemName: "bell").symbolEffect(.bounce, value: notificationCount)
  /// ```
  ///
  /// Recorded: snapshots list `symbolEffect(bounce, value: 3)` with the value it last saw.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  ///   - value: The value whose changes trigger the effect.
  /// - Returns: The view with the effect.
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T,
    options: SymbolEffectOptions = .default,
    value: U
  ) -> some View {
    modifier(
      _SymbolEffectModifier(
        record: Self.recorded(effect, options, "value: \(String(describing: value))")
      )
    )
  }

  /// Removes the symbol effects of the views below, or keeps them when `isEnabled` is false
  /// (recorded).
  ///
  /// ```swift
  /// Label("Alerts", systemImage: "bell").symbolEffectsRemoved()
  /// ```
  ///
  /// - Parameter isEnabled: Whether effects are removed.
  /// - Returns: The view.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    modifier(_SymbolEffectModifier(record: isEnabled ? "removed" : "kept"))
  }

  private static func recorded(
    _ effect: some SymbolEffect,
    _ options: SymbolEffectOptions,
    _ detail: String?
  ) -> String {
    var parts = [(effect as? any RecordedSymbolEffect)?.recordedName ?? "\(effect)"]
    if options != .default { parts.append("options: \(options)") }
    if let detail { parts.append(detail) }
    return parts.joined(separator: ", ")
  }
}

extension _SymbolEffectModifier: StaticRenderEffect, SnapshotDescribable {
  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.symbolEffect(record))
  }

  var snapshotLine: String { ".symbolEffect(\(record))" }
}
