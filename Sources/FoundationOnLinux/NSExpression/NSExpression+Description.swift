#if !canImport(Darwin)
import Foundation

extension NSExpression {
  /// The expression written in the format language (`description`).
  var format: String {
    switch kind {
    case .constant(let value): return ExpressionValue.literal(value)
    case .evaluatedObject: return "SELF"
    case .variable(let name): return "$" + name
    case .keyPath(let path): return path
    case .aggregate(let items): return "{" + items.map(\.format).joined(separator: ", ") + "}"
    case .function(let name, let arguments):
      if let symbol = Self.operatorSymbols[name], arguments.count == 2 {
        return arguments.map(\.operandDescription).joined(separator: " \(symbol) ")
      }
      if name == "onesComplement:", arguments.count == 1 {
        return "~" + arguments[0].operandDescription
      }
      return name + "(" + arguments.map(\.format).joined(separator: ", ") + ")"
    }
  }

  private var operandDescription: String {
    if case .function(let name, let arguments) = kind, Self.operatorSymbols[name] != nil,
      arguments.count == 2
    {
      return "(" + format + ")"
    }
    return description
  }

  /// The binary operators of the format language, by their functions' selector names.
  static let operatorSymbols: [String: String] = [
    "add:to:": "+", "from:subtract:": "-", "multiply:by:": "*", "divide:by:": "/",
    "raise:toPower:": "**", "bitwiseAnd:with:": "&", "bitwiseOr:with:": "|",
    "bitwiseXor:with:": "^", "leftshift:by:": "<<", "rightshift:by:": ">>",
  ]
}
#endif
