extension Image {
  /// How a resizable picture fills a frame larger than itself.
  ///
  /// ```swift
  /// Image("pattern").resizable(resizingMode: .tile)
  /// ```
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the picture.
    case tile
    /// Stretches the picture.
    case stretch
  }

  /// Whether a picture is drawn with its own colours or as a template in the foreground style.
  ///
  /// ```swift
  /// Image("logo").renderingMode(.template)
  /// ```
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// A mask filled with the foreground style.
    case template
    /// The picture's own colours.
    case original
  }

  /// How a scaled picture's pixels are smoothed.
  ///
  /// ```swift
  /// Image("pixel-art").resizable().interpolation(.none)
  /// ```
  public enum Interpolation: Hashable, Sendable {
    /// No smoothing.
    case none
    /// Fast smoothing.
    case low
    /// Medium smoothing.
    case medium
    /// The best smoothing.
    case high
  }

  /// The relative size of a system symbol.
  ///
  /// ```swift
  /// Image(systemName: "heart").imageScale(.large)
  /// ```
  public enum Scale: Hashable, Sendable {
    /// 16×16 points here.
    case small
    /// 20×20 points here.
    case medium
    /// 26×26 points here.
    case large
  }

  /// Makes the picture take the size it is proposed instead of its natural size.
  ///
  /// ```swift
  /// Image("avatar").resizable().scaledToFit().frame(width: 80)
  /// ```
  ///
  /// - Parameters:
  ///   - capInsets: Edges kept at their natural size when stretching (recorded).
  ///   - resizingMode: Whether the picture stretches or repeats (recorded).
  /// - Returns: The resizable picture.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(),
    resizingMode: ResizingMode = .stretch
  ) -> Image {
    var copy = self
    copy.isResizable = true
    copy.capInsets = capInsets
    copy.resizingMode = resizingMode
    return copy
  }

  /// Draws the picture as a template or with its own colours (recorded).
  ///
  /// - Parameter renderingMode: The mode, or `nil` for the asset's default.
  /// - Returns: The picture.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = renderingMode
    return copy
  }

  /// Sets how the picture is smoothed when scaled (recorded).
  ///
  /// - Parameter interpolation: The smoothing.
  /// - Returns: The picture.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolation = interpolation
    return copy
  }

  /// Sets whether the picture's edges are smoothed (recorded).
  ///
  /// - Parameter isAntialiased: Whether to smooth.
  /// - Returns: The picture.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    var copy = self
    copy.isAntialiased = isAntialiased
    return copy
  }

  /// Sets how a system symbol's layers are coloured (recorded).
  ///
  /// ```swift
  /// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
  /// ```
  ///
  /// - Parameter mode: The mode, or `nil` for the default.
  /// - Returns: The picture.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.symbolRenderingMode = mode
    return copy
  }
}

/// How the layers of a system symbol are coloured.
///
/// ```swift
/// Image(systemName: "person.3.fill").symbolRenderingMode(.hierarchical)
/// ```
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
  /// The mode's name.
  public let description: String

  /// One colour.
  public static let monochrome = SymbolRenderingMode(description: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(description: "multicolor")
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(description: "hierarchical")
  /// A colour per layer, from the foreground styles.
  public static let palette = SymbolRenderingMode(description: "palette")
}

/// A variant of a system symbol (filled, circled …), set for a subtree.
///
/// ```swift
/// Label("Favourites", systemImage: "star").symbolVariant(.fill)
/// ```
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
  /// The variant's name, as its suffix reads (`"fill"`, `"circle.fill"`), or `"none"`.
  public let description: String

  /// No variant.
  public static let none = SymbolVariants(description: "none")
  /// Filled.
  public static let fill = SymbolVariants(description: "fill")
  /// In a circle.
  public static let circle = SymbolVariants(description: "circle")
  /// In a square.
  public static let square = SymbolVariants(description: "square")
  /// In a rectangle.
  public static let rectangle = SymbolVariants(description: "rectangle")
  /// Slashed.
  public static let slash = SymbolVariants(description: "slash")

  /// This variant and a filled one: `.circle.fill`.
  public var fill: SymbolVariants { combined("fill") }
  /// This variant in a circle.
  public var circle: SymbolVariants { combined("circle") }
  /// This variant in a square.
  public var square: SymbolVariants { combined("square") }
  /// This variant slashed.
  public var slash: SymbolVariants { combined("slash") }

  private func combined(_ suffix: String) -> SymbolVariants {
    self == .none
      ? SymbolVariants(description: suffix)
      : SymbolVariants(description: "\(description).\(suffix)")
  }
}
