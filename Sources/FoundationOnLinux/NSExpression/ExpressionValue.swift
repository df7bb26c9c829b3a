#if !canImport(Darwin)
import Foundation

/// A number as the expression language computes with it: an integer or a double, so that
/// integer arithmetic stays integral, as on Apple's platforms.
enum ExpressionValue: Equatable, Sendable {
  case integer(Int)
  case real(Double)

  /// The number in `value`: Swift's numbers, `Bool`, `NSNumber`, `Decimal`, or `nil` if it is not
  /// one.
  init?(_ value: Any?) {
    guard let value = ExpressionValue.unwrapped(value) else { return nil }
    // An `NSNumber` first, by its own type: Linux bridges `NSNumber(value: 7.0)` to `Int` too.
    if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
      let type = String(cString: number.objCType)
      self = type == "d" || type == "f" ? .real(number.doubleValue) : .integer(number.intValue)
      return
    }
    switch value {
    case let number as Int: self = .integer(number)
    case let number as Double: self = .real(number)
    case let number as Float: self = .real(Double(number))
    case let flag as Bool: self = .integer(flag ? 1 : 0)
    case let number as any BinaryInteger: self = .integer(Int(truncatingIfNeeded: number))
    case let number as Decimal: self = .real(NSDecimalNumber(decimal: number).doubleValue)
    default: return nil
    }
  }

  var double: Double {
    switch self {
    case .integer(let value): Double(value)
    case .real(let value): value
    }
  }

  /// The value as the expression's result: an `NSNumber`, as Apple's evaluation returns.
  var object: NSNumber {
    switch self {
    case .integer(let value): NSNumber(value: value)
    case .real(let value): NSNumber(value: value)
    }
  }

  /// `value` with every level of `Optional` removed, or `nil`.
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return unwrapped(mirror.children.first?.value)
  }

  /// Whether two constants are equal: numbers by value, strings and arrays by their elements,
  /// other values when both are `Hashable` and equal.
  static func equal(_ a: Any?, _ b: Any?) -> Bool {
    let a = unwrapped(a)
    let b = unwrapped(b)
    switch (a, b) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    default: break
    }
    if let x = ExpressionValue(a), let y = ExpressionValue(b) { return x.double == y.double }
    if let x = a as? String, let y = b as? String { return x == y }
    if let x = a as? [Any?], let y = b as? [Any?] {
      return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
    }
    if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
    return false
  }

  /// A constant written in the format language: `5`, `2.5`, `"text"`, `nil`, `{1, 2}`.
  static func literal(_ value: Any?) -> String {
    guard let value = unwrapped(value) else { return "nil" }
    if let number = ExpressionValue(value) {
      switch number {
      case .integer(let integer): return String(integer)
      case .real(let real):
        return real.rounded() == real && abs(real) < 1e15 ? String(Int(real)) : String(real)
      }
    }
    if let string = value as? String {
      return "\"" + string.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    if let array = value as? [Any?] {
      return "{" + array.map(literal).joined(separator: ", ") + "}"
    }
    return String(describing: value)
  }
}
#endif
