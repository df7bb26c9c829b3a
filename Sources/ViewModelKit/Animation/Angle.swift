import Foundation

/// A geometric angle, stored in radians.
///
/// Its animatable data is the angle in radians multiplied by 128, as in SwiftUI, so that the
/// absolute stop thresholds of springs suit the small magnitudes of angles. Angles add,
/// subtract and scale through it (`_VectorMath`).
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians  // 1.5707963267948966
/// (quarter * 2).degrees  // 180.0
/// ```
@frozen
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  ///
  /// ```swift
  /// Angle(degrees: 180).radians  // Double.pi
  /// ```
  public var radians: Double

  /// The angle in degrees.
  ///
  /// ```swift
  /// Angle(radians: .pi).degrees  // 180.0
  /// ```
  @inlinable
  public var degrees: Double {
    get { radians * (180.0 / .pi) }
    set { radians = newValue * (.pi / 180.0) }
  }

  /// Creates a zero angle.
  ///
  /// ```swift
  /// Angle().radians  // 0.0
  /// ```
  @inlinable
  public init() { radians = 0 }

  /// Creates an angle from radians.
  ///
  /// ```swift
  /// let half = Angle(radians: .pi)
  /// ```
  ///
  /// - Parameter radians: The angle in radians.
  @inlinable
  public init(radians: Double) { self.radians = radians }

  /// Creates an angle from degrees.
  ///
  /// ```swift
  /// let half = Angle(degrees: 180)
  /// ```
  ///
  /// - Parameter degrees: The angle in degrees.
  @inlinable
  public init(degrees: Double) { radians = degrees * (.pi / 180.0) }

  /// Returns an angle from radians.
  ///
  /// ```swift
  /// let half: Angle = .radians(.pi)
  /// ```
  ///
  /// - Parameter radians: The angle in radians.
  /// - Returns: The angle.
  @inlinable
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// Returns an angle from degrees.
  ///
  /// ```swift
  /// let half: Angle = .degrees(180)
  /// ```
  ///
  /// - Parameter degrees: The angle in degrees.
  /// - Returns: The angle.
  @inlinable
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// The zero angle.
  ///
  /// ```swift
  /// Angle.zero.degrees  // 0.0
  /// ```
  public static let zero = Angle()

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable, _VectorMath {
  /// The angle in radians × 128 (SwiftUI's scale for small-magnitude values).
  ///
  /// ```swift
  /// Angle(radians: 1).animatableData  // 128.0
  /// ```
  public var animatableData: Double {
    get { radians * 128 }
    set { radians = newValue / 128 }
  }
}
