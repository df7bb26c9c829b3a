#if !canImport(Darwin)
import Foundation

/// Evaluates expressions against one object and one context.
struct ExpressionEvaluator {
  let object: Any?
  let context: NSMutableDictionary?

  func value(of expression: NSExpression) -> Any? {
    switch expression.kind {
    case .constant(let value): return ExpressionValue.unwrapped(value)
    case .evaluatedObject: return object
    case .variable(let name):
      guard let value = context?[name] else {
        fatalError("Can't get value for '\(name)' in bindings \(context ?? [:]).")
      }
      return value
    case .keyPath(let path): return ExpressionKeyPath.value(at: path, in: object)
    case .aggregate(let items): return items.map { value(of: $0) as Any }
    case .function(let name, let arguments):
      return ExpressionFunctions.call(name, arguments.map { value(of: $0) })
    }
  }
}
#endif
