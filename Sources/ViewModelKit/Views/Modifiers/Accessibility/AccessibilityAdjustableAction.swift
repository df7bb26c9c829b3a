/// Which way an adjustable accessibility element is adjusted.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up: a swipe up with VoiceOver.
  case increment
  /// Down: a swipe down with VoiceOver.
  case decrement
}

/// An action run when assistive technology adjusts the view: `accessibilityAdjustableAction(_:)`.
///
/// A ``ViewHost`` adjusts it with ``ViewHost/increment(_:)`` and ``ViewHost/decrement(_:)``,
/// finding the view by its accessibility label or identifier or the text it shows, as it finds a
/// `Stepper`.
public struct AccessibilityAdjustableActionModifier: ViewModifier, PrimitiveModifier,
  SnapshotDescribable
{
  public typealias Body = Never
  let handler: (AccessibilityAdjustmentDirection) -> Void

  var snapshotLine: String { ".accessibilityAdjustableAction" }
}

extension View {
  /// Makes this view adjustable by assistive technology, running `handler` for each adjustment.
  ///
  /// ```swift
  /// RatingStars(rating: rating)
  ///   .accessibilityLabel("Rating")
  ///   .accessibilityAdjustableAction { direction in
  ///     switch direction {
  ///     case .increment: rating += 1
  ///     case .decrement: rating -= 1
  ///     }
  ///   }
  /// // In a test: try host.increment("Rating")
  /// ```
  ///
  /// - Parameter handler: Called with the direction of each adjustment.
  /// - Returns: The view.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAdjustableActionModifier> {
    modifier(AccessibilityAdjustableActionModifier(handler: handler))
  }
}
