public import Foundation

/// A gradient in circles around a centre, from a start radius to an end radius in points.
///
/// As a view it fills its frame.
///
/// SVG draws it as a `radialGradient` defined before the element.
///
/// ```swift
/// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 100)
/// ```
public struct RadialGradient: ShapeStyle, View, Hashable {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// Creates a radial gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre, in unit coordinates.
  ///   - startRadius: The radius of location 0, in points.
  ///   - endRadius: The radius of location 1, in points.
  public nonisolated init(
    gradient: Gradient,
    center: UnitPoint,
    startRadius: CGFloat,
    endRadius: CGFloat
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient of colours spread evenly.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - startRadius: The radius of the first colour.
  ///   - endRadius: The radius of the last colour.
  public nonisolated init(
    colors: [Color],
    center: UnitPoint,
    startRadius: CGFloat,
    endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(colors: colors),
      center: center,
      startRadius: startRadius,
      endRadius: endRadius
    )
  }

  /// Creates a radial gradient from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre.
  ///   - startRadius: The radius of location 0.
  ///   - endRadius: The radius of location 1.
  public nonisolated init(
    stops: [Gradient.Stop],
    center: UnitPoint,
    startRadius: CGFloat,
    endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops),
      center: center,
      startRadius: startRadius,
      endRadius: endRadius
    )
  }
}

extension RadialGradient: PrimitiveView {}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  ///
  /// ```swift
  /// Circle().fill(.radialGradient(Gradient(colors: [.white, .blue]), center: .center, startRadius: 0, endRadius: 50))
  /// ```
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre.
  ///   - startRadius: The radius of location 0.
  ///   - endRadius: The radius of location 1.
  /// - Returns: The gradient.
  public static func radialGradient(
    _ gradient: Gradient,
    center: UnitPoint,
    startRadius: CGFloat,
    endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient,
      center: center,
      startRadius: startRadius,
      endRadius: endRadius
    )
  }

  /// A radial gradient of colours spread evenly.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - startRadius: The radius of the first colour.
  ///   - endRadius: The radius of the last colour.
  /// - Returns: The gradient.
  public static func radialGradient(
    colors: [Color],
    center: UnitPoint,
    startRadius: CGFloat,
    endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre.
  ///   - startRadius: The radius of location 0.
  ///   - endRadius: The radius of location 1.
  /// - Returns: The gradient.
  public static func radialGradient(
    stops: [Gradient.Stop],
    center: UnitPoint,
    startRadius: CGFloat,
    endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
