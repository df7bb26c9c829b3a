import Foundation

/// A gradient along a line from a start point to an end point.
///
/// The points are unit coordinates of the area it fills. As a view it fills its frame.
///
/// SVG draws it as a `linearGradient` (in the frame's coordinates) defined before the element.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
///   .frame(height: 200)
/// ```
public struct LinearGradient: ShapeStyle, View, Hashable {
  public typealias Body = Never
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// Creates a linear gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - startPoint: Where location 0 is, in unit coordinates.
  ///   - endPoint: Where location 1 is, in unit coordinates.
  public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient of colours spread evenly.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - startPoint: Where the first colour is.
  ///   - endPoint: Where the last colour is.
  public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - startPoint: Where location 0 is.
  ///   - endPoint: Where location 1 is.
  public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

extension LinearGradient: PrimitiveView {}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  ///
  /// ```swift
  /// Rectangle().fill(.linearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
  /// ```
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - startPoint: Where location 0 is.
  ///   - endPoint: Where location 1 is.
  /// - Returns: The gradient.
  public static func linearGradient(
    _ gradient: Gradient,
    startPoint: UnitPoint,
    endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of colours spread evenly.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - startPoint: Where the first colour is.
  ///   - endPoint: Where the last colour is.
  /// - Returns: The gradient.
  public static func linearGradient(
    colors: [Color],
    startPoint: UnitPoint,
    endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - startPoint: Where location 0 is.
  ///   - endPoint: Where location 1 is.
  /// - Returns: The gradient.
  public static func linearGradient(
    stops: [Gradient.Stop],
    startPoint: UnitPoint,
    endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient from a colour's gradient.
  ///
  /// - Parameters:
  ///   - gradient: The gradient, from `Color.gradient`.
  ///   - startPoint: Where location 0 is.
  ///   - endPoint: Where location 1 is.
  /// - Returns: The gradient.
  public static func linearGradient(
    _ gradient: AnyGradient,
    startPoint: UnitPoint,
    endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }
}
