/// Why a macro cannot be expanded: a message for the compiler to show, at a place in the macro's
/// text.
///
/// ```swift
/// throw MacroExpansionError("'@Entry' needs an initial value", at: token.range)
/// ```
public struct MacroExpansionError: Error, Equatable, Sendable {
  /// What is wrong, in the words the compiler shows.
  public var message: String
  /// Where, in UTF-8 bytes of the text the macro was given.
  public var range: Range<Int>

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: What is wrong.
  ///   - range: Where, in UTF-8 bytes of the macro's text.
  public init(_ message: String, at range: Range<Int>) {
    self.message = message
    self.range = range
  }

  /// An opening bracket that is never closed, or closed by the wrong kind of bracket.
  static func unbalanced(_ source: SourceText, from open: Int) -> Self {
    MacroExpansionError(
      "'\(source.text(of: open))' is not closed",
      at: source.tokens[open].range
    )
  }
}
