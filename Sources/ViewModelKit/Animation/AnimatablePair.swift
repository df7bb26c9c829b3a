/// A pair of animatable values, which is itself animatable.
///
/// Operations apply component by component, and the squared magnitude is the sum of both parts'.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, Double> {
///   get { AnimatablePair(width, height) }
///   set { (width, height) = (newValue.first, newValue.second) }
/// }
/// ```
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  ///
  /// ```swift
  /// AnimatablePair(1.0, 2.0).first  // 1.0
  /// ```
  public var first: First

  /// The second value.
  ///
  /// ```swift
  /// AnimatablePair(1.0, 2.0).second  // 2.0
  /// ```
  public var second: Second

  /// Creates a pair from its two parts.
  ///
  /// ```swift
  /// let pair = AnimatablePair(1.0, CGFloat(2))
  /// ```
  ///
  /// - Parameters:
  ///   - first: The first value.
  ///   - second: The second value.
  @inlinable
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) {
    lhs.first += rhs.first
    lhs.second += rhs.second
  }

  public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) {
    lhs.first -= rhs.first
    lhs.second -= rhs.second
  }

  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Animatable {}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
