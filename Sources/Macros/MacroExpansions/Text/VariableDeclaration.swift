/// A property declaration taken apart: `@Attributes modifiers var name: Type = initializer`.
///
/// ```swift
/// let declaration = try VariableDeclaration(SourceText("@Entry public var tint: Color? = .red"))
/// declaration.name         // "tint"
/// declaration.type         // "Color?"
/// declaration.initializer  // ".red"
/// ```
public struct VariableDeclaration: Sendable {
  /// `var` or `let`.
  public let keyword: String
  /// Where the keyword is, in UTF-8 bytes.
  public let keywordRange: Range<Int>
  /// The modifiers before the keyword: `public`, `static`, `private(set)`.
  public let modifiers: [String]
  /// The property's name, without backticks.
  public let name: String
  /// Where the name is, in UTF-8 bytes.
  public let nameRange: Range<Int>
  /// The type annotation's text, or `nil` when there is none.
  public let type: String?
  /// The initial value's text, or `nil` when there is none.
  public let initializer: String?
  /// Whether the declaration has accessors of its own (`{ get … }` after its type).
  public let hasAccessors: Bool
  /// Where a second binding (`var a = 1, b = 2`) starts, in UTF-8 bytes, if there is one.
  public let secondBinding: Range<Int>?

  /// Takes a declaration apart.
  ///
  /// - Parameter source: The declaration's text, attributes included.
  /// - Throws: A ``MacroExpansionError`` when there is no `var` or `let` followed by a name.
  public init(_ source: SourceText) throws(MacroExpansionError) {
    var index = source.nextSignificant(from: 0)
    var modifiers: [String] = []
    while let current = index, !source.token(current, is: "var"), !source.token(current, is: "let")
    {
      // An attribute (`@Entry`, `@available(…)`) is skipped; a modifier (`private(set)`) kept.
      let isAttribute = source.token(current, is: "@")
      var last = isAttribute ? source.nextSignificant(from: current + 1) ?? current : current
      var next = source.nextSignificant(from: last + 1)
      // A qualified attribute: `@SwiftUI.Entry`.
      while isAttribute, let dot = next, source.token(dot, is: "."),
        let name = source.nextSignificant(from: dot + 1)
      {
        last = name
        next = source.nextSignificant(from: name + 1)
      }
      var end = last
      if let open = next, source.token(open, is: "("), let close = source.closing(open) {
        end = close
        next = source.nextSignificant(from: close + 1)
      }
      if !isAttribute { modifiers.append(source.text(from: current, through: end)) }
      index = next
    }
    guard let keywordIndex = index else {
      throw MacroExpansionError("expected a property declared with 'var'", at: 0..<0)
    }
    guard let nameIndex = source.nextSignificant(from: keywordIndex + 1),
      source.tokens[nameIndex].kind == .identifier
    else {
      throw MacroExpansionError(
        "expected a property name after '\(source.text(of: keywordIndex))'",
        at: source.tokens[keywordIndex].range
      )
    }
    keyword = source.text(of: keywordIndex)
    keywordRange = source.tokens[keywordIndex].range
    self.modifiers = modifiers
    let rawName = source.text(of: nameIndex)
    name = rawName.hasPrefix("`") ? String(rawName.dropFirst().dropLast()) : rawName
    nameRange = source.tokens[nameIndex].range
    let parts = Self.parts(source, after: nameIndex)
    type = parts.type
    initializer = parts.initializer
    hasAccessors = parts.hasAccessors
    secondBinding = parts.secondBinding
  }

  /// The type, initializer and accessors after the name, up to a second binding.
  private static func parts(
    _ source: SourceText,
    after name: Int
  ) -> (
    type: String?, initializer: String?, hasAccessors: Bool, secondBinding: Range<Int>?
  ) {
    var type: String?
    var initializer: String?
    var hasAccessors = false
    var cursor = source.nextSignificant(from: name + 1)
    if let colon = cursor, source.token(colon, is: ":"),
      let start = source.nextSignificant(from: colon + 1)
    {
      let end = end(source, from: start, stoppingAt: ["=", "{", ","], countingAngles: true)
      type = source.previousSignificant(before: end, from: start)
        .map { source.text(from: start, through: $0) }
      cursor = source.nextSignificant(from: end)
    }
    if let equals = cursor, source.token(equals, is: "="),
      let start = source.nextSignificant(from: equals + 1)
    {
      let end = end(source, from: start, stoppingAt: [","], countingAngles: false)
      initializer = source.previousSignificant(before: end, from: start)
        .map { source.text(from: start, through: $0) }
      cursor = source.nextSignificant(from: end)
    } else if let brace = cursor, source.token(brace, is: "{"), let close = source.closing(brace) {
      hasAccessors = true
      cursor = source.nextSignificant(from: close + 1)
    }
    let second = cursor.flatMap { source.token($0, is: ",") ? source.tokens[$0].range : nil }
    return (type, initializer, hasAccessors, second)
  }

  /// The index of the first token from `start` on that is one of `stops` outside any bracket,
  /// or the end of the tokens.
  private static func end(
    _ source: SourceText,
    from start: Int,
    stoppingAt stops: Set<String>,
    countingAngles: Bool
  ) -> Int {
    var depth = 0
    for index in start..<source.tokens.count where !source.tokens[index].isTrivia {
      let text = source.text(of: index)
      if depth == 0, source.tokens[index].kind == .punctuation, stops.contains(text) {
        return index
      }
      switch source.tokens[index].kind {
      case .punctuation where ["(", "[", "{"].contains(text): depth += 1
      case .punctuation where [")", "]", "}"].contains(text): depth -= 1
      case .operator where countingAngles && text != "->":
        depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
      default: break
      }
    }
    return source.tokens.count
  }
}
