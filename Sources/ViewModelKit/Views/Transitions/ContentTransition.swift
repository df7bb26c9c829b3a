import Foundation

/// How a view's content changes when it is replaced in place (a text's characters, a symbol):
/// `contentTransition(_:)`.
///
/// ```swift
/// Text("\(count)").contentTransition(.numericText())
/// ```
///
/// Recorded: snapshots show it on every node below (`contentTransition(numericText)`). When a
/// text below changes in an animated transaction, the text records the change while the
/// animation runs: `contentChange(numericText, "1" → "2", 0.5)` with the text shown before, the
/// text shown after and how far the change has run. The text itself is drawn as its new content
/// (glyphs are not morphed or rolled); `identity` records nothing, as its change is a jump.
public struct ContentTransition: Equatable, Sendable, CustomStringConvertible {
  let name: String

  /// No animation of the content.
  public static let identity = ContentTransition(name: "identity")
  /// Cross-fades the old and new content.
  public static let opacity = ContentTransition(name: "opacity")
  /// Interpolates the content where it can (glyph shapes, font weights).
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Rolls the digits of a number.
  ///
  /// - Parameter countsDown: Whether the digits roll downwards.
  /// - Returns: The transition.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: countsDown ? "numericText(countsDown: true)" : "numericText")
  }

  /// Rolls the digits of a number, up or down as the value increases or decreases.
  ///
  /// - Parameter value: The number shown.
  /// - Returns: The transition.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText(value: \(Format.number(value)))")
  }

  /// Replaces a symbol with the default symbol effect transition, chosen by context
  /// (recorded as `symbolEffect(automatic)`, the same as `.symbolEffect(.automatic)`).
  public static let symbolEffect = ContentTransition(name: "symbolEffect(automatic)")

  /// Replaces a symbol with a symbol effect (recorded).
  ///
  /// ```swift
  /// Image(systemName: isMuted ? "bell.slash" : "bell")
  ///   .contentTransition(.symbolEffect(.replace.downUp))
  /// ```
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  /// - Returns: The transition.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T,
    options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    let name = (effect as? any RecordedSymbolEffect)?.recordedName ?? "\(effect)"
    let suffix = options == .default ? "" : ", options: \(options)"
    return ContentTransition(name: "symbolEffect(\(name)\(suffix))")
  }

  public var description: String { name }
}

/// Records a content transition: `contentTransition(_:)`.
public struct _ContentTransitionModifier: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let transition: ContentTransition

  func didInsert(node: ViewNode) {
    node.graph.usesContentTransitions = true
  }
}

extension View {
  /// Sets how this view's content changes when it is replaced in place (recorded).
  ///
  /// ```swift
  /// Text(score, format: .number).contentTransition(.numericText(value: Double(score)))
  /// ```
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  public func contentTransition(
    _ transition: ContentTransition
  ) -> ModifiedContent<
    Self, _ContentTransitionModifier
  > {
    modifier(_ContentTransitionModifier(transition: transition))
  }
}

extension _ContentTransitionModifier: StaticRenderEffect, SnapshotDescribable {
  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.contentTransition(transition))
  }

  var snapshotLine: String { ".contentTransition(\(transition))" }
}
