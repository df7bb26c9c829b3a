public import Foundation

/// A normalized two-dimensional point in a view's coordinate space, (0, 0) top leading.
///
/// Its animatable data is `(x × 128, y × 128)`, as in SwiftUI.
///
/// ```swift
/// let anchor = UnitPoint.center  // (0.5, 0.5)
/// let custom = UnitPoint(x: 0.25, y: 1)
/// ```
@frozen
public struct UnitPoint: Hashable, Sendable {
  /// The normalized horizontal coordinate.
  ///
  /// ```swift
  /// UnitPoint.trailing.x  // 1.0
  /// ```
  public var x: CGFloat

  /// The normalized vertical coordinate.
  ///
  /// ```swift
  /// UnitPoint.bottom.y  // 1.0
  /// ```
  public var y: CGFloat

  /// Creates the point (0, 0).
  ///
  /// ```swift
  /// UnitPoint() == .zero  // true
  /// ```
  @inlinable
  public init() { (x, y) = (0, 0) }

  /// Creates a point from its normalized coordinates.
  ///
  /// ```swift
  /// let point = UnitPoint(x: 0.42, y: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - x: The normalized horizontal coordinate.
  ///   - y: The normalized vertical coordinate.
  @inlinable
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

  /// The point (0, 0).
  ///
  /// ```swift
  /// UnitPoint.zero.x  // 0.0
  /// ```
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The point (0.5, 0.5).
  ///
  /// ```swift
  /// UnitPoint.center.x  // 0.5
  /// ```
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The point (0, 0.5).
  ///
  /// ```swift
  /// UnitPoint.leading.y  // 0.5
  /// ```
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The point (1, 0.5).
  ///
  /// ```swift
  /// UnitPoint.trailing.x  // 1.0
  /// ```
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The point (0.5, 0).
  ///
  /// ```swift
  /// UnitPoint.top.y  // 0.0
  /// ```
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The point (0.5, 1).
  ///
  /// ```swift
  /// UnitPoint.bottom.y  // 1.0
  /// ```
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The point (0, 0).
  ///
  /// ```swift
  /// UnitPoint.topLeading == .zero  // true
  /// ```
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The point (1, 0).
  ///
  /// ```swift
  /// UnitPoint.topTrailing.x  // 1.0
  /// ```
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The point (0, 1).
  ///
  /// ```swift
  /// UnitPoint.bottomLeading.y  // 1.0
  /// ```
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The point (1, 1).
  ///
  /// ```swift
  /// UnitPoint.bottomTrailing.x  // 1.0
  /// ```
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
  /// The coordinates × 128 (SwiftUI's scale for small-magnitude values).
  ///
  /// ```swift
  /// UnitPoint.center.animatableData  // AnimatablePair(64.0, 64.0)
  /// ```
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x * 128, y * 128) }
    set { (x, y) = (newValue.first / 128, newValue.second / 128) }
  }
}
