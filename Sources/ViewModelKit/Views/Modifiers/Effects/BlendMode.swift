/// How a view's colours combine with what is drawn behind it.
///
/// ```swift
/// Circle().fill(.red).blendMode(.multiply)
/// ```
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// Draws over what is behind.
  case normal
  /// Multiplies the colours.
  case multiply
  /// Multiplies the inverted colours.
  case screen
  /// Multiplies or screens, depending on what is behind.
  case overlay
  /// Keeps the darker colour.
  case darken
  /// Keeps the lighter colour.
  case lighten
  /// Brightens what is behind.
  case colorDodge
  /// Darkens what is behind.
  case colorBurn
  /// Darkens or lightens, softly.
  case softLight
  /// Multiplies or screens, depending on the view's colour.
  case hardLight
  /// Subtracts the darker colour from the lighter one.
  case difference
  /// Like `difference`, with lower contrast.
  case exclusion
  /// The view's hue with what is behind's saturation and luminosity.
  case hue
  /// The view's saturation.
  case saturation
  /// The view's hue and saturation.
  case color
  /// The view's luminosity.
  case luminosity
  /// Draws the view only where something is behind it.
  case sourceAtop
  /// Draws the view behind what is there.
  case destinationOver
  /// Erases what is behind where the view is drawn.
  case destinationOut
  /// Adds the colours, darker.
  case plusDarker
  /// Adds the colours, lighter.
  case plusLighter

  /// The CSS `mix-blend-mode` that draws this mode in SVG, or `nil` when CSS has none.
  var cssName: String? {
    switch self {
    case .normal: "normal"
    case .multiply: "multiply"
    case .screen: "screen"
    case .overlay: "overlay"
    case .darken: "darken"
    case .lighten: "lighten"
    case .colorDodge: "color-dodge"
    case .colorBurn: "color-burn"
    case .softLight: "soft-light"
    case .hardLight: "hard-light"
    case .difference: "difference"
    case .exclusion: "exclusion"
    case .hue: "hue"
    case .saturation: "saturation"
    case .color: "color"
    case .luminosity: "luminosity"
    case .plusLighter: "plus-lighter"
    case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: nil
    }
  }
}

/// The colour space an offscreen drawing (`drawingGroup`) works in.
///
/// ```swift
/// Canvas().drawingGroup(colorMode: .linear)
/// ```
public enum ColorRenderingMode: Hashable, Sendable {
  /// Gamma-encoded sRGB, clamped to 0…1.
  case nonLinear
  /// Linear sRGB, clamped to 0…1.
  case linear
  /// Linear sRGB, not clamped.
  case extendedLinear
}
