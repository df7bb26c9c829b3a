import Foundation

/// A transition that shows or hides the symbol images of a view with an appear, disappear,
/// draw-on or draw-off symbol effect: `.transition(.symbolEffect(.drawOn))`.
///
/// ```swift
/// if isDone {
///   Image(systemName: "checkmark.circle").transition(.symbolEffect(.drawOn.individually))
/// }
/// ```
///
/// Headless, nothing is drawn differently (opacity and frame stay as they are): while the
/// transition runs, snapshots record on the views below which effect runs and how far, from 0
/// when it starts to 1 when it ends: `symbolEffect(drawOn.individually, transition: 0.25)` on
/// insertion, `symbolEffect(disappear, removal: 0.5)` on removal. As with every transition, it
/// runs with the transaction's animation (SwiftUI plays the symbol's own timing), and the
/// record is left out once the symbol is fully shown.
@MainActor @preconcurrency
public struct SymbolEffectTransition: Transition {
  let effect: String
  let options: SymbolEffectOptions

  /// A transition with a symbol effect.
  ///
  /// - Parameters:
  ///   - effect: The effect (appear, disappear, draw on or draw off).
  ///   - options: How it runs.
  public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {
    self.effect = recordedName(of: effect)
    self.options = options
  }

  init(recordedEffect: String) {
    effect = recordedEffect
    options = .default
  }

  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(
      _SymbolTransitionEffect(
        effect: effect,
        options: options,
        isRemoval: phase == .didDisappear,
        effectData: phase.isIdentity ? 0 : 1
      )
    )
  }

  /// A transition that only shows or hides symbols.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == SymbolEffectTransition {
  /// The default symbol effect transition for the symbol images of the view.
  public static var symbolEffect: SymbolEffectTransition {
    SymbolEffectTransition(recordedEffect: "automatic")
  }

  /// A transition that runs `effect` on the symbol images of the view as it is inserted or
  /// removed.
  ///
  /// ```swift
  /// Image(systemName: "bell").transition(.symbolEffect(.appear.up.byLayer))
  /// ```
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  /// - Returns: The transition.
  public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
    _ effect: T,
    options: SymbolEffectOptions = .default
  ) -> SymbolEffectTransition {
    SymbolEffectTransition(effect: effect, options: options)
  }
}

/// The state of a symbol effect transition at one phase: how far the symbol is from shown
/// (`effectData`, 0 shown, 1 not yet shown or already hidden).
public struct _SymbolTransitionEffect: ViewModifier, PrimitiveModifier, Sendable {
  public typealias Body = Never
  let effect: String
  let options: SymbolEffectOptions
  let isRemoval: Bool
  var effectData: Double
}

extension _SymbolTransitionEffect: RenderEffectModifier {
  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    guard effectData != 0 else { return }
    var parts = [effect]
    if options != .default { parts.append("options: \(options)") }
    let progress = isRemoval ? effectData : 1 - effectData
    parts.append("\(isRemoval ? "removal" : "transition"): \(Format.number(progress))")
    context.append(.symbolEffect(parts.joined(separator: ", ")))
  }
}
