/// Source text with its tokens, and the few questions the expansions ask of it: the next token
/// that is not trivia, the bracket that closes one, the text between two tokens.
///
/// Token positions are indices into ``tokens``; byte positions are UTF-8 offsets into the text,
/// which is what the compiler's diagnostics count in.
///
/// ```swift
/// let source = SourceText("f(a, { b })")
/// let open = source.nextSignificant(from: 1)!   // the "("
/// source.closing(open)                          // the index of the last ")"
/// ```
public struct SourceText: Sendable {
  /// The text's UTF-8 bytes.
  public let bytes: [UInt8]
  /// The text's tokens, covering every byte.
  public let tokens: [SwiftToken]

  /// Tokenizes a text.
  ///
  /// - Parameter text: The source text.
  public init(_ text: String) {
    bytes = Array(text.utf8)
    tokens = SwiftTokenizer.tokens(of: bytes)
  }

  /// The text of a byte range.
  ///
  /// - Parameter range: UTF-8 offsets.
  /// - Returns: The text.
  public func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The text of a token.
  ///
  /// - Parameter token: The token's index.
  /// - Returns: The token's text.
  public func text(of token: Int) -> String {
    text(tokens[token].range)
  }

  /// The text from the start of one token to the end of another.
  ///
  /// - Parameters:
  ///   - first: The first token's index.
  ///   - last: The last token's index (included).
  /// - Returns: The text, or an empty string when `last` comes before `first`.
  public func text(from first: Int, through last: Int) -> String {
    guard first <= last else { return "" }
    return text(tokens[first].range.lowerBound..<tokens[last].range.upperBound)
  }

  /// Whether a token is the punctuation or operator `symbol`, or the name `symbol`.
  ///
  /// - Parameters:
  ///   - token: The token's index; an index past the end answers `false`.
  ///   - symbol: The text to compare with.
  /// - Returns: Whether the token's text is `symbol` and it is not a string or comment.
  public func token(_ token: Int?, is symbol: String) -> Bool {
    guard let token, tokens.indices.contains(token), !tokens[token].isTrivia,
      tokens[token].kind != .string
    else { return false }
    return text(of: token) == symbol
  }

  /// The first token at or after `start`, before `end`, that is not trivia.
  ///
  /// - Parameters:
  ///   - start: The index to start at.
  ///   - end: The index to stop before; the end of the tokens by default.
  /// - Returns: The token's index, or `nil`.
  public func nextSignificant(from start: Int, before end: Int? = nil) -> Int? {
    let end = end ?? tokens.count
    var index = start
    while index < end {
      if !tokens[index].isTrivia { return index }
      index += 1
    }
    return nil
  }

  /// The last token before `end`, at or after `start`, that is not trivia.
  ///
  /// - Parameters:
  ///   - end: The index to look before.
  ///   - start: The lowest index to look at; 0 by default.
  /// - Returns: The token's index, or `nil`.
  public func previousSignificant(before end: Int, from start: Int = 0) -> Int? {
    var index = end - 1
    while index >= start {
      if !tokens[index].isTrivia { return index }
      index -= 1
    }
    return nil
  }

  /// The token that closes the bracket at `open` (`(`, `[` or `{`), counting every kind of
  /// bracket between.
  ///
  /// - Parameter open: The index of an opening bracket.
  /// - Returns: The index of its closing bracket, or `nil` when it is never closed or the
  ///   brackets between do not match.
  public func closing(_ open: Int) -> Int? {
    var expected: [String] = []
    for index in open..<tokens.count where tokens[index].kind == .punctuation {
      switch text(of: index) {
      case "(": expected.append(")")
      case "[": expected.append("]")
      case "{": expected.append("}")
      case let close where [")", "]", "}"].contains(close):
        guard expected.popLast() == close else { return nil }
        if expected.isEmpty { return index }
      default: break
      }
    }
    return nil
  }
}
