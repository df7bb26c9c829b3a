public import Foundation

extension Font {
  /// The largest title: 34 points.
  public static let largeTitle = Font(.textStyle(.largeTitle, design: nil, weight: nil))
  /// A title: 28 points.
  public static let title = Font(.textStyle(.title, design: nil, weight: nil))
  /// A second-level title: 22 points.
  public static let title2 = Font(.textStyle(.title2, design: nil, weight: nil))
  /// A third-level title: 20 points.
  public static let title3 = Font(.textStyle(.title3, design: nil, weight: nil))
  /// A headline: 17 points, semibold.
  public static let headline = Font(.textStyle(.headline, design: nil, weight: nil))
  /// A subheadline: 15 points.
  public static let subheadline = Font(.textStyle(.subheadline, design: nil, weight: nil))
  /// Body text: 17 points, the size the text model is drawn at.
  public static let body = Font(.textStyle(.body, design: nil, weight: nil))
  /// A callout: 16 points.
  public static let callout = Font(.textStyle(.callout, design: nil, weight: nil))
  /// A footnote: 13 points.
  public static let footnote = Font(.textStyle(.footnote, design: nil, weight: nil))
  /// A caption: 12 points.
  public static let caption = Font(.textStyle(.caption, design: nil, weight: nil))
  /// A second-level caption: 11 points.
  public static let caption2 = Font(.textStyle(.caption2, design: nil, weight: nil))

  /// A system font of a size.
  ///
  /// ```swift
  /// Text("42").font(.system(size: 48, weight: .bold, design: .rounded))
  /// ```
  ///
  /// - Parameters:
  ///   - size: The point size, which scales the text metrics.
  ///   - weight: The weight, or `nil` for regular.
  ///   - design: The design, or `nil` for the default.
  /// - Returns: The font.
  public static func system(
    size: CGFloat,
    weight: Weight? = nil,
    design: Design? = nil
  ) -> Font {
    Font(.system(size: size, weight: weight, design: design))
  }

  /// The system font of a text style, with a design and a weight.
  ///
  /// ```swift
  /// Text("Score").font(.system(.title, design: .rounded, weight: .bold))
  /// ```
  ///
  /// - Parameters:
  ///   - style: The text style, which sets the size.
  ///   - design: The design, or `nil` for the default.
  ///   - weight: The weight, or `nil` for the style's own.
  /// - Returns: The font.
  public static func system(
    _ style: TextStyle,
    design: Design? = nil,
    weight: Weight? = nil
  ) -> Font {
    Font(.textStyle(style, design: design, weight: weight))
  }

  /// A custom font of a name and size, scaled with Dynamic Type like `body`.
  ///
  /// Headless: no font file is loaded; the name is recorded and the size sets the metrics.
  ///
  /// ```swift
  /// Text("Hello").font(.custom("Avenir-Heavy", size: 18))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The point size.
  /// - Returns: The font.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(.custom(name: name, size: size, relativeTo: nil, isFixed: false))
  }

  /// A custom font of a name and size, scaled with Dynamic Type like a text style.
  ///
  /// ```swift
  /// Text("Note").font(.custom("Avenir", size: 13, relativeTo: .footnote))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The point size.
  ///   - textStyle: The style it scales like.
  /// - Returns: The font.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font
  {
    Font(.custom(name: name, size: size, relativeTo: textStyle, isFixed: false))
  }

  /// A custom font of a name and a size that Dynamic Type does not change.
  ///
  /// ```swift
  /// Text("12:00").font(.custom("Menlo", fixedSize: 40))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The point size.
  /// - Returns: The font.
  public static func custom(_ name: String, fixedSize size: CGFloat) -> Font {
    Font(.custom(name: name, size: size, relativeTo: nil, isFixed: true))
  }
}

extension Font {
  /// A semantic text style, with SwiftUI's default point size.
  ///
  /// ```swift
  /// Text("Score").font(.system(.largeTitle, design: .rounded))
  /// ```
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// 34 points.
    case largeTitle
    /// 28 points.
    case title
    /// 22 points.
    case title2
    /// 20 points.
    case title3
    /// 17 points, semibold.
    case headline
    /// 15 points.
    case subheadline
    /// 17 points.
    case body
    /// 16 points.
    case callout
    /// 13 points.
    case footnote
    /// 12 points.
    case caption
    /// 11 points.
    case caption2

    /// The style's point size at the default Dynamic Type size.
    var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .subheadline: 15
      case .callout: 16
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }

    /// The style's own weight.
    var defaultWeight: Weight { self == .headline ? .semibold : .regular }
  }

  /// The weight of a font.
  ///
  /// ```swift
  /// Text("Total").fontWeight(.semibold)
  /// ```
  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    /// The weight's name.
    public let description: String
    /// The weight on the CSS scale (100 … 900), which SVG draws with.
    let value: Int

    /// The thinnest weight.
    public static let ultraLight = Weight(description: "ultraLight", value: 100)
    /// Thin.
    public static let thin = Weight(description: "thin", value: 200)
    /// Light.
    public static let light = Weight(description: "light", value: 300)
    /// Regular.
    public static let regular = Weight(description: "regular", value: 400)
    /// Medium.
    public static let medium = Weight(description: "medium", value: 500)
    /// Semibold.
    public static let semibold = Weight(description: "semibold", value: 600)
    /// Bold.
    public static let bold = Weight(description: "bold", value: 700)
    /// Heavy.
    public static let heavy = Weight(description: "heavy", value: 800)
    /// The heaviest weight.
    public static let black = Weight(description: "black", value: 900)
  }

  /// The design of a system font.
  ///
  /// ```swift
  /// Text("12:30").fontDesign(.monospaced)
  /// ```
  public enum Design: Hashable, Sendable {
    /// The default system design.
    case `default`
    /// A serif design.
    case serif
    /// Rounded.
    case rounded
    /// Monospaced.
    case monospaced
  }

  /// The width of a font.
  ///
  /// ```swift
  /// Text("Condensed").fontWidth(.condensed)
  /// ```
  public struct Width: Hashable, Sendable, CustomStringConvertible {
    /// The width's value: 0 is standard, negative is narrower.
    public var value: CGFloat

    /// Creates a width from its value.
    ///
    /// - Parameter value: 0 for standard; negative narrower, positive wider.
    public init(_ value: CGFloat) {
      self.value = value
    }

    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// Narrower than standard.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// Wider than standard.
    public static let expanded = Width(0.2)

    public var description: String {
      switch value {
      case -0.3: "compressed"
      case -0.2: "condensed"
      case 0: "standard"
      case 0.2: "expanded"
      default: TextNumber.format(value)
      }
    }
  }

  /// The spacing between a font's lines (recorded).
  ///
  /// ```swift
  /// Text(longText).font(.body.leading(.loose))
  /// ```
  public enum Leading: Hashable, Sendable {
    /// The font's own leading.
    case standard
    /// Less than standard.
    case tight
    /// More than standard.
    case loose
  }
}
