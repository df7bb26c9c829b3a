/// A type with values that support addition and scalar multiplication.
///
/// Animations interpolate values of this type: an animation is handed the interval
/// `to - from` and scales or integrates it over time.
///
/// ```swift
/// var offset = 10.0
/// offset.scale(by: 0.5)  // 5.0
/// offset.magnitudeSquared  // 25.0
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by the given value.
  ///
  /// ```swift
  /// var size = AnimatablePair(2.0, 4.0)
  /// size.scale(by: 0.5)  // (1.0, 2.0)
  /// ```
  ///
  /// - Parameter rhs: The factor to multiply every component by.
  mutating func scale(by rhs: Double)

  /// The dot product of this value with itself.
  ///
  /// ```swift
  /// AnimatablePair(3.0, 4.0).magnitudeSquared  // 25.0
  /// ```
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns a value with each component of this value multiplied by the given value.
  ///
  /// ```swift
  /// 3.0.scaled(by: 2)  // 6.0
  /// ```
  ///
  /// - Parameter rhs: The factor to multiply every component by.
  /// - Returns: The scaled value.
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Moves this value toward `other` by the fraction `amount` of the distance.
  ///
  /// ```swift
  /// var value = 0.0
  /// value.interpolate(towards: 10, amount: 0.25)  // 2.5
  /// ```
  ///
  /// - Parameters:
  ///   - other: The value to move toward.
  ///   - amount: The fraction of the distance to cover; 0 keeps `self`, 1 reaches `other`.
  public mutating func interpolate(towards other: Self, amount: Double) {
    self += (other - self).scaled(by: amount)
  }

  /// Returns this value moved toward `other` by the fraction `amount` of the distance.
  ///
  /// ```swift
  /// 0.0.interpolated(towards: 10, amount: 0.25)  // 2.5
  /// ```
  ///
  /// - Parameters:
  ///   - other: The value to move toward.
  ///   - amount: The fraction of the distance to cover; 0 keeps `self`, 1 reaches `other`.
  /// - Returns: The interpolated value.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

extension VectorArithmetic {
  /// Whether every component is finite, judged by the squared magnitude.
  var isFiniteVector: Bool { magnitudeSquared.isFinite }
}
