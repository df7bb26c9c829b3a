/// A message the compiler shows about a macro's use, at a place in a file.
///
/// ```json
/// {"message": "'@Entry' needs a default value", "severity": "error",
///  "position": {"fileName": "/src/App/Keys.swift", "offset": 212},
///  "highlights": [], "notes": [], "fixIts": []}
/// ```
public struct PluginDiagnostic: Codable, Equatable, Sendable {
  /// What the compiler shows.
  public var message: String
  /// `"error"`, `"warning"`, `"note"` or `"remark"`.
  public var severity: String
  /// Where the message points.
  public var position: Position
  /// Ranges to underline.
  public var highlights: [PositionRange]
  /// Further messages at other places.
  public var notes: [Note]
  /// Suggested edits.
  public var fixIts: [FixIt]

  /// A place in a file.
  public struct Position: Codable, Equatable, Sendable {
    /// The file's full path.
    public var fileName: String
    /// The UTF-8 offset in the file.
    public var offset: Int
  }

  /// A range in a file.
  public struct PositionRange: Codable, Equatable, Sendable {
    /// The file's full path.
    public var fileName: String
    /// The UTF-8 offset of the range's start.
    public var startOffset: Int
    /// The UTF-8 offset of the range's end.
    public var endOffset: Int
  }

  /// A further message at another place.
  public struct Note: Codable, Equatable, Sendable {
    /// Where it points.
    public var position: Position
    /// What it says.
    public var message: String
  }

  /// A suggested edit: replacements of ranges.
  public struct FixIt: Codable, Equatable, Sendable {
    /// One replacement.
    public struct Change: Codable, Equatable, Sendable {
      /// What is replaced.
      public var range: PositionRange
      /// The text put in its place.
      public var newText: String
    }

    /// What the edit does.
    public var message: String
    /// The replacements.
    public var changes: [Change]
  }

  /// An error about a range of a macro's text.
  ///
  /// - Parameters:
  ///   - error: The message and its range, in UTF-8 bytes of `syntax`'s text.
  ///   - syntax: The text the range is in.
  public init(_ error: MacroExpansionError, in syntax: PluginSyntax) {
    let file = syntax.location.fileName
    let start = syntax.location.offset + error.range.lowerBound
    let end = syntax.location.offset + error.range.upperBound
    message = error.message
    severity = "error"
    position = Position(fileName: file, offset: start)
    highlights = [PositionRange(fileName: file, startOffset: start, endOffset: end)]
    notes = []
    fixIts = []
  }
}
