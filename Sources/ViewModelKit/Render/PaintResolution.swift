import Foundation

/// Resolves shape styles for drawing, in the environment of the view that draws them.
@MainActor
enum PaintResolution {
  /// The opacity of each level of a single foreground style (`.secondary` of a colour is that
  /// colour at half opacity).
  static let levelOpacities = [1.0, 0.5, 0.25, 0.18, 0.18]

  /// The content colours of the levels when no foreground style is set.
  static let levelColors = [Color.primary, .secondary, .tertiary, .quaternary, .quinary]

  static func paint(
    _ style: any ShapeStyle,
    in environment: EnvironmentValues,
    level: Int = 0
  ) -> ViewSnapshot.Paint {
    switch style {
    case let color as Color:
      return .color(fixed(color, environment))
    case let resolved as Color.Resolved:
      return .color(Color(resolved))
    case let erased as AnyShapeStyle:
      return paint(erased.base, in: environment, level: level)
    case is ForegroundStyle:
      return foreground(level: level, in: environment)
    case let hierarchical as HierarchicalShapeStyle:
      return foreground(level: hierarchical.level, in: environment)
    case is TintShapeStyle:
      guard let tint = environment.tintStyle else {
        return .color(fixed(.accentColor, environment))
      }
      var outer = environment
      outer.tintStyle = nil
      return paint(tint, in: outer)
    case is BackgroundStyle:
      guard let background = environment.backgroundStyle else {
        return .color(fixed(.systemBackground, environment))
      }
      var outer = environment
      outer.backgroundStyle = nil
      return paint(background, in: outer)
    case is SeparatorShapeStyle:
      return .color(fixed(.separator, environment))
    case let material as Material:
      let base = environment.colorScheme == .dark ? Color.black : Color.white
      return .material(material.name, Color(base.resolved).opacity(material.opacity))
    case let faded as any FadedShapeStyle:
      return paint(faded.fadedBase, in: environment, level: level)
        .multiplyingOpacity(faded.fadeFactor)
    default:
      return gradient(style, in: environment)
        ?? custom(style, in: environment).map { paint($0, in: environment, level: level) }
        ?? foreground(level: level, in: environment)
    }
  }

  private static func gradient(
    _ style: any ShapeStyle,
    in environment: EnvironmentValues
  ) -> ViewSnapshot.Paint? {
    func stops(_ gradient: Gradient) -> Gradient {
      Gradient(
        stops: gradient.stops.map {
          .init(color: fixed($0.color, environment), location: $0.location)
        }
      )
    }
    switch style {
    case let linear as LinearGradient:
      return .linearGradient(
        stops(linear.gradient),
        startPoint: linear.startPoint,
        endPoint: linear.endPoint
      )
    case let radial as RadialGradient:
      return .radialGradient(
        stops(radial.gradient),
        center: radial.center,
        startRadius: radial.startRadius,
        endRadius: radial.endRadius
      )
    case let elliptical as EllipticalGradient:
      return .ellipticalGradient(
        stops(elliptical.gradient),
        center: elliptical.center,
        startRadiusFraction: elliptical.startRadiusFraction,
        endRadiusFraction: elliptical.endRadiusFraction
      )
    case let angular as AngularGradient:
      return .angularGradient(
        stops(angular.gradient),
        center: angular.center,
        startAngle: angular.startAngle,
        endAngle: angular.endAngle
      )
    case let any as AnyGradient:
      return .linearGradient(stops(any.gradient), startPoint: .top, endPoint: .bottom)
    default:
      return nil
    }
  }

  /// A custom style's `resolve(in:)`, or `nil` for a built-in style.
  private static func custom(
    _ style: any ShapeStyle,
    in environment: EnvironmentValues
  ) -> (any ShapeStyle)? {
    func open<S: ShapeStyle>(_ style: S) -> (any ShapeStyle)? {
      S.Resolved.self == Never.self ? nil : style.resolve(in: environment)
    }
    return open(style)
  }

  private static func foreground(
    level: Int,
    in environment: EnvironmentValues
  ) -> ViewSnapshot.Paint {
    let level = min(max(level, 0), levelColors.count - 1)
    let styles = environment.foregroundStyles
    var outer = environment
    outer.foregroundStyles = []
    if styles.count > 1 {
      return paint(styles[min(level, styles.count - 1)], in: outer)
    }
    if let style = styles.first {
      return paint(style, in: outer).multiplyingOpacity(levelOpacities[level])
    }
    return .color(fixed(levelColors[level], environment))
  }

  /// The colour as it is in the environment: its dark components in the dark appearance.
  static func fixed(_ color: Color, _ environment: EnvironmentValues) -> Color {
    guard environment.colorScheme == .dark, color.darkResolved != nil else { return color }
    var fixed = color
    fixed.resolved = color.resolve(in: environment)
    fixed.darkResolved = nil
    return fixed
  }
}

/// `opacity(_:)` applied to a style, seen without its generic type.
protocol FadedShapeStyle {
  var fadedBase: any ShapeStyle { get }
  var fadeFactor: Double { get }
}

extension _OpacityShapeStyle: FadedShapeStyle {
  var fadedBase: any ShapeStyle { base }
  var fadeFactor: Double { opacity }
}

extension ViewSnapshot.Paint {
  /// The paint with every colour's opacity multiplied.
  func multiplyingOpacity(_ factor: Double) -> ViewSnapshot.Paint {
    guard factor != 1 else { return self }
    func fade(_ gradient: Gradient) -> Gradient {
      Gradient(
        stops: gradient.stops.map { .init(color: $0.color.opacity(factor), location: $0.location) }
      )
    }
    switch self {
    case .color(let color): return .color(color.opacity(factor))
    case .linearGradient(let g, let start, let end):
      return .linearGradient(fade(g), startPoint: start, endPoint: end)
    case .radialGradient(let g, let center, let start, let end):
      return .radialGradient(fade(g), center: center, startRadius: start, endRadius: end)
    case .ellipticalGradient(let g, let center, let start, let end):
      return .ellipticalGradient(
        fade(g),
        center: center,
        startRadiusFraction: start,
        endRadiusFraction: end
      )
    case .angularGradient(let g, let center, let start, let end):
      return .angularGradient(fade(g), center: center, startAngle: start, endAngle: end)
    case .material(let name, let color): return .material(name, color.opacity(factor))
    }
  }
}
