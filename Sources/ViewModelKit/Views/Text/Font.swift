/// A text style.
///
/// Headless: recorded on the views it applies to; text is measured with the fixed-advance model
/// whatever the font.
///
/// ```swift
/// Text("Title").font(.title)
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The font's name, as snapshots print it.
  public let description: String

  /// A system font of a size.
  ///
  /// - Parameters:
  ///   - size: The point size.
  ///   - weight: The weight.
  /// - Returns: The font.
  public static func system(size: Double, weight: Weight = .regular) -> Font {
    Font(description: "system(\(size), \(weight.description))")
  }

  /// The weight of a font.
  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    /// The weight's name.
    public let description: String

    /// Regular.
    public static let regular = Weight(description: "regular")
    /// Medium.
    public static let medium = Weight(description: "medium")
    /// Semibold.
    public static let semibold = Weight(description: "semibold")
    /// Bold.
    public static let bold = Weight(description: "bold")
    /// Light.
    public static let light = Weight(description: "light")
  }

  /// The largest title.
  public static let largeTitle = Font(description: "largeTitle")
  /// A title.
  public static let title = Font(description: "title")
  /// A second-level title.
  public static let title2 = Font(description: "title2")
  /// A third-level title.
  public static let title3 = Font(description: "title3")
  /// A headline.
  public static let headline = Font(description: "headline")
  /// A subheadline.
  public static let subheadline = Font(description: "subheadline")
  /// Body text.
  public static let body = Font(description: "body")
  /// A callout.
  public static let callout = Font(description: "callout")
  /// A footnote.
  public static let footnote = Font(description: "footnote")
  /// A caption.
  public static let caption = Font(description: "caption")
}
