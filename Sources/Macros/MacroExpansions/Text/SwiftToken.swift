/// One token of Swift source text, as far as the expansions need to tell them apart: strings and
/// comments are single tokens, so braces and commas inside them never count.
///
/// `range` is in UTF-8 bytes from the start of the text the token came from.
public struct SwiftToken: Equatable, Sendable {
  /// What a token is.
  public enum Kind: Equatable, Sendable {
    /// Spaces and tabs.
    case whitespace
    /// One line break (`\n`, `\r\n` or `\r`).
    case newline
    /// `// …` up to the end of the line, or `/* … */` (nested).
    case comment
    /// A string literal, with its delimiters and everything interpolated into it.
    case string
    /// A name or keyword: `var`, `body`, `` `class` ``, `$0`.
    case identifier
    /// A number literal.
    case number
    /// One of `( ) [ ] { } , : ; @ # .` and a lone `=`.
    case punctuation
    /// A run of operator characters other than a lone `=` or `.`: `==`, `->`, `?`, `!`, `+=`.
    case `operator`
  }

  /// What the token is.
  public var kind: Kind
  /// Where the token is, in UTF-8 bytes.
  public var range: Range<Int>

  /// Creates a token.
  ///
  /// - Parameters:
  ///   - kind: What the token is.
  ///   - range: Where it is, in UTF-8 bytes.
  public init(_ kind: Kind, _ range: Range<Int>) {
    self.kind = kind
    self.range = range
  }

  /// Whether the token is whitespace, a line break or a comment.
  public var isTrivia: Bool {
    kind == .whitespace || kind == .newline || kind == .comment
  }
}
