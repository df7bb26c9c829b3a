public import Foundation

/// A radial gradient stretched to the shape of the area it fills.
///
/// Radii are fractions of the area's unit square. As a view it fills its frame.
///
/// SVG draws it as a `radialGradient` scaled to the frame.
///
/// ```swift
/// EllipticalGradient(colors: [.white, .blue], center: .center)
/// ```
public struct EllipticalGradient: ShapeStyle, View, Hashable {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  /// Creates an elliptical gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre, in unit coordinates.
  ///   - startRadiusFraction: The radius of location 0, as a fraction of the unit square.
  ///   - endRadiusFraction: The radius of location 1.
  public nonisolated init(
    gradient: Gradient,
    center: UnitPoint = .center,
    startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// Creates an elliptical gradient of colours spread evenly.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - startRadiusFraction: The radius of the first colour.
  ///   - endRadiusFraction: The radius of the last colour.
  public nonisolated init(
    colors: [Color],
    center: UnitPoint = .center,
    startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors),
      center: center,
      startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction
    )
  }

  /// Creates an elliptical gradient from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre.
  ///   - startRadiusFraction: The radius of location 0.
  ///   - endRadiusFraction: The radius of location 1.
  public nonisolated init(
    stops: [Gradient.Stop],
    center: UnitPoint = .center,
    startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops),
      center: center,
      startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction
    )
  }
}

extension EllipticalGradient: PrimitiveView {}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient.
  ///
  /// ```swift
  /// Capsule().fill(.ellipticalGradient(colors: [.white, .green]))
  /// ```
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - startRadiusFraction: The radius of the first colour.
  ///   - endRadiusFraction: The radius of the last colour.
  /// - Returns: The gradient.
  public static func ellipticalGradient(
    colors: [Color],
    center: UnitPoint = .center,
    startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors,
      center: center,
      startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction
    )
  }

  /// An elliptical gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre.
  ///   - startRadiusFraction: The radius of location 0.
  ///   - endRadiusFraction: The radius of location 1.
  /// - Returns: The gradient.
  public static func ellipticalGradient(
    _ gradient: Gradient,
    center: UnitPoint = .center,
    startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient,
      center: center,
      startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction
    )
  }
}
