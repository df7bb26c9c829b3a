import Foundation

/// A gradient around a centre, from a start angle to an end angle (a conic gradient).
///
/// As a view it fills its frame.
///
/// SVG has no conic gradient: the SVG picture fills with the first stop's colour and names the
/// gradient in a `data-paint="angularGradient"` attribute; snapshots record the whole gradient.
///
/// ```swift
/// AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
/// ```
public struct AngularGradient: ShapeStyle, View, Hashable {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// Creates an angular gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre, in unit coordinates.
  ///   - startAngle: The angle of location 0 (0 points to the trailing edge).
  ///   - endAngle: The angle of location 1.
  public nonisolated init(
    gradient: Gradient,
    center: UnitPoint,
    startAngle: Angle = .zero,
    endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // As in SwiftUI, equal angles mean a full turn.
    self.endAngle = endAngle == startAngle ? .radians(startAngle.radians + 2 * .pi) : endAngle
  }

  /// Creates an angular gradient of colours spread evenly.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - startAngle: The angle of the first colour.
  ///   - endAngle: The angle of the last colour.
  public nonisolated init(
    colors: [Color],
    center: UnitPoint,
    startAngle: Angle = .zero,
    endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors),
      center: center,
      startAngle: startAngle,
      endAngle: endAngle
    )
  }

  /// Creates an angular gradient from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre.
  ///   - startAngle: The angle of location 0.
  ///   - endAngle: The angle of location 1.
  public nonisolated init(
    stops: [Gradient.Stop],
    center: UnitPoint,
    startAngle: Angle = .zero,
    endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops),
      center: center,
      startAngle: startAngle,
      endAngle: endAngle
    )
  }

  /// Creates a conic gradient: a full turn starting at `angle`.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre.
  ///   - angle: Where the turn starts.
  public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient,
      center: center,
      startAngle: angle,
      endAngle: .radians(angle.radians + 2 * .pi)
    )
  }

  /// Creates a conic gradient of colours spread evenly.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - angle: Where the turn starts.
  public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
}

extension AngularGradient: PrimitiveView {}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient.
  ///
  /// ```swift
  /// Circle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))
  /// ```
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - startAngle: The angle of the first colour.
  ///   - endAngle: The angle of the last colour.
  /// - Returns: The gradient.
  public static func angularGradient(
    colors: [Color],
    center: UnitPoint,
    startAngle: Angle,
    endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre.
  ///   - startAngle: The angle of location 0.
  ///   - endAngle: The angle of location 1.
  /// - Returns: The gradient.
  public static func angularGradient(
    _ gradient: Gradient,
    center: UnitPoint,
    startAngle: Angle,
    endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient: a full turn starting at `angle`.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre.
  ///   - angle: Where the turn starts.
  /// - Returns: The gradient.
  public static func conicGradient(
    _ gradient: Gradient,
    center: UnitPoint,
    angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A conic gradient of colours spread evenly.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - angle: Where the turn starts.
  /// - Returns: The gradient.
  public static func conicGradient(
    colors: [Color],
    center: UnitPoint,
    angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}
