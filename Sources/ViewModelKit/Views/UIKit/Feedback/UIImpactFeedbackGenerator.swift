public import Foundation

/// Plays the haptic of a collision (recorded in ``UIFeedbackGenerator/playedFeedback``).
///
/// ```swift
/// let impact = UIImpactFeedbackGenerator(style: .rigid)
/// impact.impactOccurred(intensity: 0.7)
/// ```
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the colliding objects.
  public enum FeedbackStyle: Int, Hashable, Sendable {
    /// Small, light elements.
    case light
    /// Moderately sized elements.
    case medium
    /// Large, heavy elements.
    case heavy
    /// Soft, flexible elements.
    case soft
    /// Rigid elements.
    case rigid
  }

  /// The generator's style.
  let style: FeedbackStyle

  /// Creates a generator of a style.
  ///
  /// - Parameter style: The style.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Creates a generator of the medium style.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Plays an impact at full intensity.
  public func impactOccurred() {
    play(.impact(style, intensity: 1))
  }

  /// Plays an impact at an intensity.
  ///
  /// - Parameter intensity: From 0 to 1; values outside are clamped, as UIKit does.
  public func impactOccurred(intensity: CGFloat) {
    play(.impact(style, intensity: min(max(intensity, 0), 1)))
  }
}
