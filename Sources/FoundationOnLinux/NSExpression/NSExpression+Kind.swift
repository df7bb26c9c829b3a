#if !canImport(Darwin)
import Foundation

extension NSExpression {
  /// What an expression is; its values are what the public properties read.
  enum Kind: @unchecked Sendable {
    case constant(Any?)
    case evaluatedObject
    case variable(String)
    case keyPath(String)
    /// A built-in function by selector name, with its argument expressions.
    case function(String, [NSExpression])
    case aggregate([NSExpression])
  }
}

extension NSExpression {
  /// Whether two expressions are equal (`isEqual(_:)`): they have the same kind and equal parts: equal constants
  /// (numbers by value, so `2` equals `2.0`), the same names, equal arguments.
  func hasEqualParts(to other: NSExpression) -> Bool {
    switch (kind, other.kind) {
    case (.constant(let a), .constant(let b)): return ExpressionValue.equal(a, b)
    case (.evaluatedObject, .evaluatedObject): return true
    case (.variable(let a), .variable(let b)): return a == b
    case (.keyPath(let a), .keyPath(let b)): return a == b
    case (.function(let a, let x), .function(let b, let y)): return a == b && x == y
    case (.aggregate(let a), .aggregate(let b)): return a == b
    default: return false
    }
  }

  var partsHash: Int {
    var hasher = Hasher()
    hasher.combine(expressionType)
    switch kind {
    case .variable(let name), .keyPath(let name), .function(let name, _): hasher.combine(name)
    case .aggregate(let items): hasher.combine(items.count)
    case .constant, .evaluatedObject: break
    }
    return hasher.finalize()
  }
}
#endif
