#if !canImport(Darwin)
import Foundation

/// Parses the expression format language into `NSExpression`s, by recursive descent.
///
/// ```text
/// expression := or
/// or         := xor ("|" xor)*          xor := and ("^" and)*       and := shift ("&" shift)*
/// shift      := sum (("<<" | ">>") sum)*   sum := product (("+" | "-") product)*
/// product    := power (("*" | "/") power)*   power := unary ("**" unary)*
/// unary      := ("-" | "~") unary | postfix
/// postfix    := primary ("[" expression "]" | "." name)*
/// primary    := number | string | $variable | %argument | keyword | name "(" list ")"
///             | name | "{" list "}" | "(" expression ")"
/// ```
struct ExpressionParser {
  private var tokens: [ExpressionToken]
  private let arguments: [Any]
  private var position = 0

  init(format: String, arguments: [Any]) throws(ExpressionSyntaxError) {
    var lexer = ExpressionLexer(format)
    tokens = try lexer.tokens()
    self.arguments = arguments
  }

  /// The whole format as one expression.
  mutating func parse() throws(ExpressionSyntaxError) -> NSExpression {
    let expression = try binary(level: 0)
    guard tokens[position] == .end else { throw unexpected() }
    return expression
  }

  /// The binary operators by precedence level, loosest first, with their functions.
  private static let levels: [[String: String]] = [
    ["|": "bitwiseOr:with:"], ["^": "bitwiseXor:with:"], ["&": "bitwiseAnd:with:"],
    ["<<": "leftshift:by:", ">>": "rightshift:by:"],
    ["+": "add:to:", "-": "from:subtract:"],
    ["*": "multiply:by:", "/": "divide:by:"],
    ["**": "raise:toPower:"],
  ]

  private mutating func binary(level: Int) throws(ExpressionSyntaxError) -> NSExpression {
    guard level < Self.levels.count else { return try unary() }
    var left = try binary(level: level + 1)
    while case .symbol(let symbol) = tokens[position], let function = Self.levels[level][symbol] {
      position += 1
      let right = try binary(level: level + 1)
      left = NSExpression(kind: .function(function, [left, right]))
    }
    return left
  }

  private mutating func unary() throws(ExpressionSyntaxError) -> NSExpression {
    if accept("-") {
      let operand = try unary()
      if case .constant(let value) = operand.kind, let number = ExpressionValue(value) {
        switch number {
        case .integer(let integer): return NSExpression(forConstantValue: NSNumber(value: -integer))
        case .real(let real): return NSExpression(forConstantValue: NSNumber(value: -real))
        }
      }
      let zero = NSExpression(forConstantValue: NSNumber(value: 0))
      return NSExpression(kind: .function("from:subtract:", [zero, operand]))
    }
    if accept("~") { return NSExpression(kind: .function("onesComplement:", [try unary()])) }
    if accept("+") { return try unary() }
    return try postfix()
  }

  private mutating func postfix() throws(ExpressionSyntaxError) -> NSExpression {
    var expression = try primary()
    while true {
      if accept("[") {
        let index = try indexExpression()
        try expect("]")
        expression = NSExpression(kind: .function("objectFrom:withIndex:", [expression, index]))
      } else if accept(".") {
        guard case .name(let component) = tokens[position] else { throw unexpected() }
        position += 1
        switch expression.kind {
        case .keyPath(let path): expression = NSExpression(forKeyPath: path + "." + component)
        case .evaluatedObject: expression = NSExpression(forKeyPath: component)
        default: throw ExpressionSyntaxError(description: "a key path must start at SELF or a name")
        }
      } else {
        return expression
      }
    }
  }

  /// An index: an expression, or `FIRST`, `LAST`, `SIZE`.
  private mutating func indexExpression() throws(ExpressionSyntaxError) -> NSExpression {
    if case .name(let name) = tokens[position],
      ["FIRST", "LAST", "SIZE"].contains(name.uppercased())
    {
      position += 1
      return NSExpression(forConstantValue: name.uppercased())
    }
    return try binary(level: 0)
  }

  private mutating func primary() throws(ExpressionSyntaxError) -> NSExpression {
    let token = tokens[position]
    position += 1
    switch token {
    case .number(let number): return NSExpression(forConstantValue: number.object)
    case .string(let string): return NSExpression(forConstantValue: string)
    case .variable(let name): return NSExpression(forVariable: name)
    case .argument(let index, let conversion): return try argument(index, conversion)
    case .symbol("("):
      let expression = try binary(level: 0)
      try expect(")")
      return expression
    case .symbol("{"): return NSExpression(forAggregate: try list(closing: "}"))
    case .name(let name): return try named(name)
    default:
      position -= 1
      throw unexpected()
    }
  }

  private static let keywords: [String: NSExpression.Kind] = [
    "TRUE": .constant(NSNumber(value: true)), "YES": .constant(NSNumber(value: true)),
    "FALSE": .constant(NSNumber(value: false)), "NO": .constant(NSNumber(value: false)),
    "NIL": .constant(nil), "NULL": .constant(nil), "SELF": .evaluatedObject,
  ]

  private static let reserved: Set<String> = [
    "AND", "OR", "NOT", "IN", "LIKE", "MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH", "BETWEEN",
    "ANY", "ALL", "SOME", "NONE", "SUBQUERY", "FUNCTION", "TERNARY", "UNION", "INTERSECT", "MINUS",
    "CAST", "FIRST", "LAST", "SIZE",
  ]

  /// A keyword, a function call or the start of a key path.
  private mutating func named(_ name: String) throws(ExpressionSyntaxError) -> NSExpression {
    if let kind = Self.keywords[name.uppercased()] { return NSExpression(kind: kind) }
    if accept("(") {
      let arguments = try list(closing: ")")
      let selector = name.contains(":") || arguments.isEmpty ? name : name + ":"
      return NSExpression(kind: .function(selector, arguments))
    }
    if Self.reserved.contains(name.uppercased()) {
      throw ExpressionSyntaxError(description: "\(name) is not supported in an expression")
    }
    guard !name.contains(":") else { throw unexpected() }
    return NSExpression(forKeyPath: name)
  }

  private mutating func list(closing: String) throws(ExpressionSyntaxError) -> [NSExpression] {
    var items: [NSExpression] = []
    if accept(closing) { return items }
    repeat {
      items.append(try binary(level: 0))
    } while accept(",")
    try expect(closing)
    return items
  }

  private func argument(
    _ index: Int,
    _ conversion: Character
  ) throws(ExpressionSyntaxError)
    -> NSExpression
  {
    guard index < arguments.count else {
      throw ExpressionSyntaxError(
        description: "the format needs more than \(arguments.count) arguments"
      )
    }
    let value = arguments[index]
    switch conversion {
    case "@": return NSExpression.wrap(value)
    case "K":
      guard let path = value as? String else {
        throw ExpressionSyntaxError(description: "%K needs a string key path, got \(value)")
      }
      return NSExpression(forKeyPath: path)
    default:
      guard let number = ExpressionValue(value) else {
        throw ExpressionSyntaxError(description: "%\(conversion) needs a number, got \(value)")
      }
      let integer: ExpressionValue =
        if case .integer = number { number } else { .integer(Int(number.double)) }
      return NSExpression(
        forConstantValue: "diuDUxXc".contains(conversion)
          ? integer.object : NSNumber(value: number.double)
      )
    }
  }

  private mutating func accept(_ symbol: String) -> Bool {
    guard tokens[position] == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  private mutating func expect(_ symbol: String) throws(ExpressionSyntaxError) {
    guard accept(symbol) else { throw unexpected(expecting: symbol) }
  }

  private func unexpected(expecting symbol: String? = nil) -> ExpressionSyntaxError {
    let found =
      switch tokens[position] {
      case .end: "the end"
      case .number(let number): "\(number.object)"
      case .string(let string): "\"\(string)\""
      case .name(let name): name
      case .variable(let name): "$" + name
      case .argument(let index, _): "argument \(index + 1)"
      case .symbol(let symbol): "\"\(symbol)\""
      }
    let expected = symbol.map { " where \"\($0)\" was expected" } ?? ""
    return ExpressionSyntaxError(
      description: "unexpected \(found) (token \(position + 1))\(expected)"
    )
  }
}
#endif
