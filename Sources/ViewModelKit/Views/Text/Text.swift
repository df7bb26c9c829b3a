public import Foundation

/// A line (or lines) of read-only text.
///
/// A string literal is a ``LocalizedStringKey``, as in SwiftUI, so interpolations such as
/// `\(value, specifier: "%.1f")` or `\(amount, format: .number)` work; a `String` variable is shown
/// as it is. The modifiers that return `Text` (`font`, `bold`, `foregroundColor`, `strikethrough`,
/// …) keep it a `Text`, so texts can be joined with `+`, each run keeping its own attributes.
///
/// Headless: there is no localisation table; a key shows its own text.
///
/// ```swift
/// Text("Ready")
/// Text(verbatim: "Total: \(count)")
/// Text("Done").font(.headline).foregroundColor(.green).strikethrough()
/// Text("a").bold() + Text("b").italic()
/// ```
public struct Text: Equatable, Sendable {
  /// A piece of the text with its own attributes: one for a plain text, several for a `+`.
  struct Run: Equatable, Sendable {
    var string: String
    var attributes: TextAttributes
    /// The image an image run shows; its string is then `Text.imagePlaceholder`.
    var image: Image?

    init(string: String, attributes: TextAttributes, image: Image? = nil) {
      self.string = string
      self.attributes = attributes
      self.image = image
    }
  }

  /// What an image in a text counts as: one character (U+FFFC, the object replacement
  /// character), so it advances like one in the text model.
  static let imagePlaceholder = "\u{FFFC}"

  /// The runs, in order.
  var runs: [Run]

  init(runs: [Run]) {
    self.runs = runs
  }

  init(string: String) {
    runs = [Run(string: string, attributes: .none)]
  }

  /// The text shown: the runs' strings joined.
  var content: String {
    runs.count == 1 ? runs[0].string : runs.map(\.string).joined()
  }

  /// Creates text from a localised string key (what a string literal becomes).
  ///
  /// Headless there are no string tables: the key's own text is shown, with its interpolations
  /// formatted.
  ///
  /// ```swift
  /// Text("Score: \(score)")
  /// Text("\(progress, specifier: "%.1f") %")
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - tableName: The strings table (ignored).
  ///   - bundle: The bundle (ignored).
  ///   - comment: A comment for translators (ignored).
  public init(
    _ key: LocalizedStringKey,
    tableName: String? = nil,
    bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    runs = key.runs
  }

  /// Creates text that shows a string as it is.
  ///
  /// ```swift
  /// Text(item.title)
  /// ```
  ///
  /// - Parameter content: The string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(string: String(content))
  }

  /// Creates text shown exactly as given, without localisation.
  ///
  /// - Parameter content: The string.
  public init(verbatim content: String) {
    self.init(string: content)
  }

  /// Creates text from an attributed string, showing its characters (its attributes are not
  /// read).
  ///
  /// - Parameter attributedContent: The attributed string.
  public init(_ attributedContent: AttributedString) {
    self.init(string: String(attributedContent.characters))
  }

  /// Creates text that shows an image inline.
  ///
  /// Headless the image is one character of the text model wide (the string shows it as
  /// U+FFFC); snapshots name it in the text's runs.
  ///
  /// ```swift
  /// Text(Image(systemName: "star.fill")) + Text(" 4.5")
  /// ```
  ///
  /// - Parameter image: The image.
  public init(_ image: Image) {
    runs = [Run(string: Self.imagePlaceholder, attributes: .none, image: image)]
  }

  /// Joins two texts; each keeps its own attributes.
  ///
  /// ```swift
  /// Text("Total: ").bold() + Text(total, format: .number)
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: The first text.
  ///   - rhs: The second text.
  /// - Returns: The joined text.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.runs + rhs.runs)
  }
}

// As in SwiftUI, the conformance to `View` is declared apart, so that `Text` itself is not
// main-actor isolated: a model can make and style a `Text` off the main actor.
extension Text: View {
  public typealias Body = Never
}

extension Text: PrimitiveView {}
