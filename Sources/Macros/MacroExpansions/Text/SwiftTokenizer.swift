/// Splits Swift source text into ``SwiftToken``s without a syntax tree.
///
/// It knows what makes braces and commas invisible: string literals (single-line, multi-line,
/// raw `#"…"#`, with interpolations `\(…)` holding further strings), line and nested block
/// comments, and backticked names. Regex literals are not recognised (`/` is an operator), so a
/// brace inside a `/…/` regex in a macro's argument would count.
///
/// ```swift
/// let tokens = SwiftTokenizer.tokens(of: #"Text("{") // }"#)
/// tokens.map(\.kind)  // [.identifier, .punctuation, .string, .punctuation, .whitespace, .comment]
/// ```
public enum SwiftTokenizer {
  /// The tokens of `text`, in order, covering every byte of it.
  ///
  /// - Parameter text: The source text.
  /// - Returns: The tokens; their ranges are UTF-8 offsets into `text`.
  public static func tokens(of text: String) -> [SwiftToken] {
    tokens(of: Array(text.utf8))
  }

  /// The tokens of UTF-8 source bytes, in order, covering every byte.
  ///
  /// - Parameter bytes: The source text's UTF-8 bytes.
  /// - Returns: The tokens.
  public static func tokens(of bytes: [UInt8]) -> [SwiftToken] {
    var scanner = Scanner(bytes: bytes)
    var tokens: [SwiftToken] = []
    while scanner.position < bytes.count {
      tokens.append(scanner.next())
    }
    return tokens
  }
}

/// Reads one token at a time; every method leaves `position` after what it read.
private struct Scanner {
  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func byte(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  mutating func next() -> SwiftToken {
    let start = position
    let kind = scan()
    return SwiftToken(kind, start..<position)
  }

  private mutating func scan() -> SwiftToken.Kind {
    let first = bytes[position]
    switch first {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
      while let byte = byte(), [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C].contains(byte) {
        position += 1
      }
      return .whitespace
    case UInt8(ascii: "\n"):
      position += 1
      return .newline
    case UInt8(ascii: "\r"):
      position += byte(1) == UInt8(ascii: "\n") ? 2 : 1
      return .newline
    case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
      while let byte = byte(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
        position += 1
      }
      return .comment
    case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
      skipBlockComment()
      return .comment
    case UInt8(ascii: "\""):
      skipString(hashes: 0)
      return .string
    case UInt8(ascii: "#"):
      var hashes = 0
      while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
      guard byte(hashes) == UInt8(ascii: "\"") else {
        position += 1
        return .punctuation
      }
      position += hashes
      skipString(hashes: hashes)
      return .string
    case UInt8(ascii: "`"):
      position += 1
      while let byte = byte(), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n") {
        position += 1
      }
      if byte() == UInt8(ascii: "`") { position += 1 }
      return .identifier
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      while let byte = byte(),
        Self.isIdentifierByte(byte)
          || (byte == UInt8(ascii: ".") && self.byte(1).map(Self.isDigit) == true)
      {
        position += 1
      }
      return .number
    case _ where Self.isIdentifierByte(first):
      while let byte = byte(), Self.isIdentifierByte(byte) { position += 1 }
      return .identifier
    case UInt8(ascii: "."):
      guard byte(1) == UInt8(ascii: ".") else {
        position += 1
        return .punctuation
      }
      skipOperator()
      return .operator
    case _ where Self.punctuation.contains(first):
      position += 1
      return .punctuation
    case _ where Self.operatorBytes.contains(first):
      let start = position
      skipOperator()
      return position - start == 1 && first == UInt8(ascii: "=") ? .punctuation : .operator
    default:
      position += 1
      return .operator
    }
  }

  /// Reads an operator; as in Swift, only one that starts with `.` holds further dots (so `?.`
  /// is `?` then `.`).
  private mutating func skipOperator() {
    let dots = byte() == UInt8(ascii: ".")
    while let byte = byte(), Self.operatorBytes.contains(byte) || (dots && byte == 0x2E) {
      if byte == UInt8(ascii: "/"), self.byte(1) == UInt8(ascii: "/") || self.byte(1) == 0x2A {
        return
      }
      position += 1
    }
  }

  private mutating func skipBlockComment() {
    position += 2
    var depth = 1
    while depth > 0, let byte = byte() {
      if byte == UInt8(ascii: "/"), self.byte(1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if byte == UInt8(ascii: "*"), self.byte(1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
      } else {
        position += 1
      }
    }
  }

  /// Reads a string literal from its opening quote (after the `hashes` leading `#`s).
  private mutating func skipString(hashes: Int) {
    let quote = UInt8(ascii: "\"")
    let isMultiline = byte(1) == quote && byte(2) == quote
    position += isMultiline ? 3 : 1
    while let byte = byte() {
      if byte == UInt8(ascii: "\\"), self.hashes(after: 1) >= hashes {
        position += 1 + hashes
        if self.byte() == UInt8(ascii: "(") {
          skipInterpolation()
        } else if self.byte() != nil {
          position += 1
        }
      } else if byte == quote, !isMultiline || (self.byte(1) == quote && self.byte(2) == quote) {
        let closing = isMultiline ? 3 : 1
        if self.hashes(after: closing) >= hashes {
          position += closing + hashes
          return
        }
        position += 1
      } else if !isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        return  // An unterminated single-line string ends at the line's end.
      } else {
        position += 1
      }
    }
  }

  private func hashes(after offset: Int) -> Int {
    var count = 0
    while byte(offset + count) == UInt8(ascii: "#") { count += 1 }
    return count
  }

  /// Reads `( … )` inside a string, tokens and all, up to its matching parenthesis.
  private mutating func skipInterpolation() {
    position += 1
    var depth = 1
    while depth > 0, position < bytes.count {
      let token = next()
      guard token.kind == .punctuation else { continue }
      if bytes[token.range.lowerBound] == UInt8(ascii: "(") { depth += 1 }
      if bytes[token.range.lowerBound] == UInt8(ascii: ")") { depth -= 1 }
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
      true
    default:
      false
    }
  }

  private static let punctuation: Set<UInt8> = Set("()[]{},:;@#\\".utf8)
  private static let operatorBytes: Set<UInt8> = Set("/=-+!*%<>&|^~?".utf8)
}
