#if !canImport(Darwin)
import Foundation

/// A token of the expression format language.
enum ExpressionToken: Equatable {
  case number(ExpressionValue)
  case string(String)
  /// A name: a key path component, a function (`sqrt`, `modulus:by:`), a keyword (`SELF`).
  case name(String)
  case variable(String)
  /// A `%@`, `%d` … argument, by its position in the argument list.
  case argument(Int, Character)
  case symbol(String)
  case end
}

/// Why a format string did not parse; the message says where.
struct ExpressionSyntaxError: Error, CustomStringConvertible {
  let description: String
}

/// Splits a format string into tokens.
struct ExpressionLexer {
  private let characters: [Character]
  private var index = 0
  private var argumentCount = 0

  init(_ format: String) {
    characters = Array(format)
  }

  /// Every token of the format, ending with `.end`.
  mutating func tokens() throws(ExpressionSyntaxError) -> [ExpressionToken] {
    var tokens: [ExpressionToken] = []
    while true {
      let token = try next()
      tokens.append(token)
      if token == .end { return tokens }
    }
  }

  private static let symbols = [
    "**", "<<", ">>", "+", "-", "*", "/", "&", "|", "^", "~", "(", ")",
    "{", "}", "[", "]", ",", ".",
  ]

  private mutating func next() throws(ExpressionSyntaxError) -> ExpressionToken {
    while index < characters.count, characters[index].isWhitespace { index += 1 }
    guard index < characters.count else { return .end }
    let character = characters[index]
    if character.isDigit || (character == "." && peek(1)?.isDigit == true) { return number() }
    if character == "\"" || character == "'" { return try string(quote: character) }
    if character == "$" {
      index += 1
      return .variable(name())
    }
    if character == "%" { return try argument() }
    if character.isLetter || character == "_" || character == "@" || character == "#" {
      if character == "#" { index += 1 }
      return .name(name(selectors: true))
    }
    for symbol in Self.symbols where matches(symbol) {
      index += symbol.count
      return .symbol(symbol)
    }
    throw ExpressionSyntaxError(description: "unexpected \"\(character)\" at offset \(index)")
  }

  private func peek(_ offset: Int) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private func matches(_ symbol: String) -> Bool {
    Array(symbol).enumerated().allSatisfy { peek($0.offset) == $0.element }
  }

  /// A name; with `selectors`, a colon followed by more of the name or by `(` belongs to it
  /// (`modulus:by:`).
  private mutating func name(selectors: Bool = false) -> String {
    var text = ""
    while let character = peek(0) {
      if character.isLetter || character.isDigit || character == "_" || character == "@" {
        text.append(character)
      } else if selectors, character == ":" {
        text.append(character)
      } else {
        break
      }
      index += 1
    }
    return text
  }

  private mutating func number() -> ExpressionToken {
    let start = index
    if peek(0) == "0", let radix = peek(1).flatMap({ ["x": 16, "X": 16, "o": 8, "b": 2][$0] }) {
      index += 2
      while let digit = peek(0), digit.isHexDigit { index += 1 }
      let digits = String(characters[(start + 2)..<index])
      return .number(.integer(Int(digits, radix: radix) ?? 0))
    }
    var isReal = false
    while let character = peek(0) {
      if character.isDigit {
        index += 1
      } else if character == ".", !isReal, peek(1)?.isDigit ?? true {
        isReal = true
        index += 1
      } else if character == "e" || character == "E",
        peek(1)?.isDigit == true || ((peek(1) == "-" || peek(1) == "+") && peek(2)?.isDigit == true)
      {
        isReal = true
        index += 2
      } else {
        break
      }
    }
    let text = String(characters[start..<index])
    if !isReal, let integer = Int(text) { return .number(.integer(integer)) }
    return .number(.real(Double(text) ?? .nan))
  }

  private mutating func string(quote: Character) throws(ExpressionSyntaxError) -> ExpressionToken {
    let start = index
    index += 1
    var text = ""
    while let character = peek(0) {
      index += 1
      if character == quote { return .string(text) }
      if character == "\\", let escaped = peek(0) {
        index += 1
        text.append(["n": "\n", "t": "\t", "r": "\r"][escaped] ?? escaped)
      } else {
        text.append(character)
      }
    }
    throw ExpressionSyntaxError(description: "unterminated string at offset \(start)")
  }

  private mutating func argument() throws(ExpressionSyntaxError) -> ExpressionToken {
    let start = index
    index += 1
    while let character = peek(0), "lqh".contains(character) { index += 1 }
    guard let conversion = peek(0), "@KdiufgeDUxXc".contains(conversion) else {
      throw ExpressionSyntaxError(description: "unknown format specifier at offset \(start)")
    }
    index += 1
    argumentCount += 1
    return .argument(argumentCount - 1, conversion)
  }
}

extension Character {
  fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
}
#endif
