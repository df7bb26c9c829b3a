/// An empty type for animatable data: values with it are never interpolated.
///
/// Every operation is a no-op, every value equals every other, and the magnitude is 0.
///
/// ```swift
/// let empty = EmptyAnimatableData()
/// empty + empty == .zero  // true
/// ```
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
  /// Creates the empty value.
  ///
  /// ```swift
  /// let data = EmptyAnimatableData()
  /// ```
  @inlinable
  public init() {}

  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    zero
  }

  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    zero
  }

  public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

  public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

  public mutating func scale(by rhs: Double) {}

  public var magnitudeSquared: Double { 0 }
}
