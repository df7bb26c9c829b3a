/// A freestanding macro's use taken apart: `#Name(arguments) { closure } label: { closure }`.
///
/// Each argument keeps its own text exactly as written (comments inside it included), so an
/// expansion can pass it on unchanged.
///
/// ```swift
/// let call = try MacroCall(SourceText(#"#Preview("Dark", traits: .landscapeLeft) { V() }"#))
/// call.arguments.map(\.label)     // [nil, "traits"]
/// call.trailingClosures[0].value  // "{ V() }"
/// ```
public struct MacroCall: Sendable {
  /// One argument: its label, if any, and its value.
  public struct Argument: Equatable, Sendable {
    /// The label before the colon, or `nil`.
    public var label: String?
    /// The whole argument as written, label included.
    public var text: String
    /// The value after the label.
    public var value: String
    /// Where the value is, in tokens of the call's text: its first and last token.
    public var valueTokens: ClosedRange<Int>
  }

  /// The macro's name, without the `#`.
  public let name: String
  /// The arguments in parentheses, in order; empty with no parentheses.
  public let arguments: [Argument]
  /// The trailing closures, in order: the first unlabeled, any others labeled.
  public let trailingClosures: [Argument]

  /// Takes a macro's use apart.
  ///
  /// - Parameter source: The text of the macro expansion, from its `#` on (trivia before the `#`
  ///   is skipped).
  /// - Throws: A ``MacroExpansionError`` when the text is not `#Name`, optional arguments in
  ///   balanced parentheses, then optional trailing closures.
  public init(_ source: SourceText) throws(MacroExpansionError) {
    guard let hash = source.nextSignificant(from: 0), source.token(hash, is: "#"),
      let nameToken = source.nextSignificant(from: hash + 1),
      source.tokens[nameToken].kind == .identifier
    else {
      throw MacroExpansionError("expected a macro expansion starting with '#'", at: 0..<0)
    }
    name = source.text(of: nameToken)
    var cursor = source.nextSignificant(from: nameToken + 1)
    var arguments: [Argument] = []
    if let open = cursor, source.token(open, is: "(") {
      guard let close = source.closing(open) else {
        throw MacroExpansionError.unbalanced(source, from: open)
      }
      arguments = Self.split(source, from: open + 1, to: close)
      cursor = source.nextSignificant(from: close + 1)
    }
    var trailing: [Argument] = []
    while let start = cursor {
      var label: String?
      var open = start
      if source.tokens[start].kind == .identifier,
        let colon = source.nextSignificant(from: start + 1), source.token(colon, is: ":"),
        let brace = source.nextSignificant(from: colon + 1)
      {
        label = source.text(of: start)
        open = brace
      }
      guard source.token(open, is: "{") else {
        throw MacroExpansionError(
          "unexpected '\(source.text(of: open))' after the macro's arguments",
          at: source.tokens[open].range
        )
      }
      guard let close = source.closing(open) else {
        throw MacroExpansionError.unbalanced(source, from: open)
      }
      trailing.append(
        Argument(
          label: label,
          text: source.text(from: start, through: close),
          value: source.text(from: open, through: close),
          valueTokens: open...close
        )
      )
      cursor = source.nextSignificant(from: close + 1)
    }
    self.arguments = arguments
    trailingClosures = trailing
  }

  /// The arguments between two tokens, split at the commas outside any bracket.
  private static func split(_ source: SourceText, from start: Int, to end: Int) -> [Argument] {
    var arguments: [Argument] = []
    var elementStart = start
    var depth = 0
    for index in start...end {
      let isEnd = index == end
      if !isEnd, source.tokens[index].kind == .punctuation {
        switch source.text(of: index) {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        default: break
        }
      }
      guard isEnd || (depth == 0 && source.token(index, is: ",")) else { continue }
      if let first = source.nextSignificant(from: elementStart, before: index),
        let last = source.previousSignificant(before: index, from: elementStart)
      {
        arguments.append(argument(source, first: first, last: last))
      }
      elementStart = index + 1
    }
    return arguments
  }

  private static func argument(_ source: SourceText, first: Int, last: Int) -> Argument {
    let text = source.text(from: first, through: last)
    guard source.tokens[first].kind == .identifier,
      let colon = source.nextSignificant(from: first + 1, before: last + 1),
      source.token(colon, is: ":"),
      let value = source.nextSignificant(from: colon + 1, before: last + 1)
    else {
      return Argument(label: nil, text: text, value: text, valueTokens: first...last)
    }
    return Argument(
      label: source.text(of: first),
      text: text,
      value: source.text(from: value, through: last),
      valueTokens: value...last
    )
  }
}
