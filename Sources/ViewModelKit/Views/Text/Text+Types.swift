extension Text {
  /// How a strikethrough or underline is drawn.
  ///
  /// ```swift
  /// Text("Old").strikethrough(pattern: .dash, color: .red)
  /// ```
  public struct LineStyle: Hashable, Sendable {
    /// The line's pattern.
    public let pattern: Pattern
    /// The line's colour, or `nil` for the text's colour.
    public let color: Color?

    /// Creates a line style.
    ///
    /// - Parameters:
    ///   - pattern: The pattern.
    ///   - color: The colour, or `nil` for the text's colour.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()

    /// The pattern of a line.
    public enum Pattern: Hashable, Sendable {
      /// A solid line.
      case solid
      /// Dots.
      case dot
      /// Dashes.
      case dash
      /// Dashes and dots.
      case dashDot
      /// Dashes and pairs of dots.
      case dashDotDot
    }
  }

  /// A text's scale: `textScale(_:isEnabled:)`.
  ///
  /// ```swift
  /// Text("beta").textScale(.secondary)
  /// ```
  public struct Scale: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The text's own scale.
    public static let `default` = Scale(name: "default")
    /// A smaller scale, for secondary text.
    public static let secondary = Scale(name: "secondary")

    public var description: String { name }
  }

  /// The case text is shown in: `textCase(_:)`.
  ///
  /// ```swift
  /// Text("Settings").textCase(.uppercase)  // shows "SETTINGS"
  /// ```
  public enum Case: Hashable, Sendable {
    /// Every letter uppercase.
    case uppercase
    /// Every letter lowercase.
    case lowercase
  }

  /// Where text that does not fit its lines is cut, shown by an ellipsis.
  ///
  /// ```swift
  /// Text(path).lineLimit(1).truncationMode(.middle)
  /// ```
  public enum TruncationMode: Hashable, Sendable {
    /// The start is cut: `"…ur five"`.
    case head
    /// The end is cut: `"one two t…"`.
    case tail
    /// The middle is cut: `"one …five"`.
    case middle
  }
}
