public import Foundation

extension GraphicsContext {
  /// How a path is filled or stroked in a ``Canvas``: a colour, a shape style or a gradient given
  /// in the canvas's coordinates.
  ///
  /// ```swift
  /// context.fill(path, with: .color(.blue))
  /// context.fill(path, with: .linearGradient(gradient, startPoint: .zero, endPoint: end))
  /// ```
  public struct Shading: Sendable {
    enum Kind: Sendable {
      case style(AnyShapeStyle)
      case linear(Gradient, start: CGPoint, end: CGPoint)
      case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
      case conic(Gradient, center: CGPoint, angle: Angle)
    }

    let kind: Kind

    /// The foreground style.
    public static var foreground: Shading { style(.foreground) }

    /// A colour.
    public static func color(_ color: Color) -> Shading {
      Shading(kind: .style(AnyShapeStyle(color)))
    }

    /// A colour from its components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB,
      red: Double,
      green: Double,
      blue: Double,
      opacity: Double = 1
    ) -> Shading {
      color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(kind: .style(AnyShapeStyle(style)))
    }

    /// A linear gradient between two points of the canvas.
    public static func linearGradient(
      _ gradient: Gradient,
      startPoint: CGPoint,
      endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
    }

    /// A radial gradient around a point of the canvas.
    public static func radialGradient(
      _ gradient: Gradient,
      center: CGPoint,
      startRadius: CGFloat,
      endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
      )
    }

    /// A conic (angular) gradient around a point of the canvas.
    public static func conicGradient(
      _ gradient: Gradient,
      center: CGPoint,
      angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .conic(gradient, center: center, angle: angle))
    }

    /// The shape style that draws this shading in a view of the canvas's `size` (gradient points
    /// become unit points of the canvas).
    func shapeStyle(in size: CGSize) -> AnyShapeStyle {
      func unit(_ point: CGPoint) -> UnitPoint {
        UnitPoint(
          x: size.width > 0 ? point.x / size.width : 0,
          y: size.height > 0 ? point.y / size.height : 0
        )
      }
      switch kind {
      case .style(let style):
        return style
      case .linear(let gradient, let start, let end):
        return AnyShapeStyle(
          LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end))
        )
      case .radial(let gradient, let center, let startRadius, let endRadius):
        return AnyShapeStyle(
          RadialGradient(
            gradient: gradient,
            center: unit(center),
            startRadius: startRadius,
            endRadius: endRadius
          )
        )
      case .conic(let gradient, let center, let angle):
        return AnyShapeStyle(
          AngularGradient(gradient: gradient, center: unit(center), angle: angle)
        )
      }
    }
  }

  /// Options of a gradient shading (recorded; headless drawing always pads).
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats the gradient beyond its end points.
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Mirrors the gradient beyond its end points.
    public static let mirror = GradientOptions(rawValue: 2)
    /// Interpolates in linear colour space.
    public static let linearColor = GradientOptions(rawValue: 4)
  }
}
