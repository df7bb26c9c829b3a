import Foundation

/// The rules that make every number a modifier takes finite before it reaches layout, frames,
/// snapshots or SVG: one rule per kind of input, applied where the modifier is made.
///
/// | input | NaN | ±infinity | other |
/// | --- | --- | --- | --- |
/// | a fraction (`opacity`) | 1 | clamped | clamped to 0…1 |
/// | a distance (`offset`, `padding`) | 0 | ±``largestDistance`` | kept (negative padding insets) |
/// | a radius (`blur`) | 0 | ``largestDistance`` | below 0 is 0 |
/// | a scale factor (`scaleEffect`) | 1 | ±``largestScale`` | kept (0 and negative flip or hide) |
/// | an angle (`rotationEffect`) | 0 | 0 (no direction) | kept |
///
/// SwiftUI draws nothing sensible for such values either; these rules keep what a test sees
/// finite and say what it is.
@usableFromInline
enum NumericInput {
  /// The largest distance kept: a trillion points, far beyond any screen.
  static let largestDistance: CGFloat = 1e12
  /// The largest scale factor kept.
  static let largestScale: CGFloat = 1e6

  @usableFromInline

  static func fraction(_ value: Double) -> Double {
    value.isNaN ? 1 : min(max(value, 0), 1)
  }

  @usableFromInline

  static func distance(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, -largestDistance), largestDistance)
  }

  static func radius(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), largestDistance)
  }

  @usableFromInline

  static func scale(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 1 : min(max(value, -largestScale), largestScale)
  }

  @usableFromInline

  static func angle(_ value: Angle) -> Angle {
    value.radians.isFinite ? value : .zero
  }

  @usableFromInline

  static func size(_ value: CGSize, _ rule: (CGFloat) -> CGFloat) -> CGSize {
    CGSize(width: rule(value.width), height: rule(value.height))
  }

  static func insets(_ value: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: distance(value.top),
      leading: distance(value.leading),
      bottom: distance(value.bottom),
      trailing: distance(value.trailing)
    )
  }
}
