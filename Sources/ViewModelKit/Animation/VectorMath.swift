/// Arithmetic for a type through its animatable data: `+`, `-`, and scaling by a `Double`.
///
/// SwiftUI's `Angle` conforms, so angles add and scale as their animatable data does:
///
/// ```swift
/// let turn = Angle.degrees(90) * 2  // 180°
/// let back = turn - .degrees(45)  // 135°
/// ```
public protocol _VectorMath: Animatable {}

extension _VectorMath {
  /// The length of the animatable data.
  ///
  /// ```swift
  /// Angle(radians: 1).magnitude  // 128.0 (the animatable data is radians × 128)
  /// ```
  public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

  /// Negates the value in place.
  public mutating func negate() { animatableData = .zero - animatableData }

  /// The negated value.
  ///
  /// - Parameter operand: The value.
  /// - Returns: Its negation.
  public static prefix func - (operand: Self) -> Self {
    var result = operand
    result.negate()
    return result
  }

  /// Adds the right-hand value to the left-hand one.
  public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }

  /// The sum of two values.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: The value to add.
  /// - Returns: The sum.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result += rhs
    return result
  }

  /// Subtracts the right-hand value from the left-hand one.
  public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }

  /// The difference of two values.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: The value to subtract.
  /// - Returns: The difference.
  public static func - (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result -= rhs
    return result
  }

  /// Scales the value in place.
  public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }

  /// The value scaled by a factor.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: The factor.
  /// - Returns: The scaled value.
  public static func * (lhs: Self, rhs: Double) -> Self {
    var result = lhs
    result *= rhs
    return result
  }

  /// Divides the value in place.
  public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

  /// The value divided by a factor.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: The divisor.
  /// - Returns: The divided value.
  public static func / (lhs: Self, rhs: Double) -> Self {
    var result = lhs
    result /= rhs
    return result
  }
}
