/// The statements of a block, found as Swift's parser would for the common cases: a statement
/// ends at a `;` or a line break outside any bracket, unless the line goes on (it ends in a
/// binary operator, `=`, `,`, `:` or `.`) or the next one carries it on (it starts with `.`, a
/// binary operator, `else` or `catch`).
///
/// ```swift
/// let source = SourceText("let a = 1\nText(\"a\")\n  .padding()")
/// Statements.split(source, from: 0, to: source.tokens.count).count  // 2
/// ```
public enum Statements {
  /// The statements between two tokens, each as its first and last significant token.
  ///
  /// - Parameters:
  ///   - source: The text.
  ///   - start: The first token of the block's content.
  ///   - end: The token after the block's content (its closing brace, or the end).
  /// - Returns: The statements, in order.
  public static func split(_ source: SourceText, from start: Int, to end: Int) -> [ClosedRange<Int>]
  {
    var statements: [ClosedRange<Int>] = []
    var first: Int?
    var depth = 0
    var index = start
    func close(before index: Int) {
      if let begin = first, let last = source.previousSignificant(before: index, from: begin) {
        statements.append(begin...last)
      }
      first = nil
    }
    while index < end {
      let token = source.tokens[index]
      switch token.kind {
      case .punctuation where depth == 0 && source.text(of: index) == ";":
        close(before: index)
      case .newline where depth == 0 && first != nil:
        if !continues(source, atLineBreak: index, end: end) { close(before: index) }
      case .whitespace, .newline, .comment:
        break
      default:
        if first == nil { first = index }
        if token.kind == .punctuation {
          switch source.text(of: index) {
          case "(", "[", "{": depth += 1
          case ")", "]", "}": depth -= 1
          default: break
          }
        }
      }
      index += 1
    }
    close(before: end)
    return statements
  }

  /// Whether the statement before the line break at `index` goes on after it.
  private static func continues(_ source: SourceText, atLineBreak index: Int, end: Int) -> Bool {
    if let previous = source.previousSignificant(before: index) {
      let text = source.text(of: previous)
      if [.punctuation, .operator].contains(source.tokens[previous].kind),
        ["=", ",", ":", ".", "->"].contains(text)
          || (source.tokens[previous].kind == .operator && !isPostfix(source, previous))
      {
        return true
      }
    }
    guard let next = source.nextSignificant(from: index + 1, before: end) else { return false }
    switch source.tokens[next].kind {
    case .punctuation:
      return source.text(of: next) == "."
    case .operator:
      return isBinary(source, next)
    case .identifier:
      return ["else", "catch"].contains(source.text(of: next))
    default:
      return false
    }
  }

  /// An operator written right after its operand, such as the `!` of `value!`.
  private static func isPostfix(_ source: SourceText, _ token: Int) -> Bool {
    token > 0 && !source.tokens[token - 1].isTrivia
  }

  /// An operator with space after it, such as the `??` of `?? fallback`.
  private static func isBinary(_ source: SourceText, _ token: Int) -> Bool {
    token + 1 < source.tokens.count && source.tokens[token + 1].isTrivia
  }
}
