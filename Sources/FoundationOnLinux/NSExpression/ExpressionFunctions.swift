#if !canImport(Darwin)
import Foundation

/// The built-in functions of the expression language, by selector name.
///
/// Arithmetic keeps integers integral (`divide:by:` truncates two integers, as in C) and falls
/// back to doubles when a result would overflow `Int`; `raise:toPower:` and the functions of
/// `math.h` give doubles; statistics take an array (or the values of an aggregate).
enum ExpressionFunctions {
  static func call(_ name: String, _ arguments: [Any?]) -> Any? {
    if let operation = arithmetic[name] {
      return operation(number(arguments, 0, name), number(arguments, 1, name)).object
    }
    if let operation = unaryReal[name] {
      return NSNumber(value: operation(number(arguments, 0, name).double))
    }
    if let statistic = statistics[name] { return statistic(numbers(arguments, name)) }
    switch name {
    case "abs:":
      return switch number(arguments, 0, name) {
      case .integer(let value): NSNumber(value: abs(value))
      case .real(let value): NSNumber(value: abs(value))
      }
    case "onesComplement:": return NSNumber(value: ~integer(arguments, 0, name))
    case "count:": return NSNumber(value: values(in: arguments).count)
    case "mode:": return mode(numbers(arguments, name))
    case "uppercase:": return string(arguments, name).uppercased()
    case "lowercase:": return string(arguments, name).lowercased()
    case "length:": return NSNumber(value: string(arguments, name).utf16.count)
    case "now": return Date()
    case "random": return NSNumber(value: Double.random(in: 0..<1))
    case "random:", "randomn:":
      return NSNumber(value: Int.random(in: 0..<max(1, integer(arguments, 0, name))))
    case "objectFrom:withIndex:": return element(arguments)
    default: fatalError("The function \(name) is not supported.")
    }
  }

  private typealias Binary = @Sendable (ExpressionValue, ExpressionValue) -> ExpressionValue

  private static let arithmetic: [String: Binary] = [
    "add:to:": {
      integral($0, $1, { $0.addingReportingOverflow($1) }) ?? .real($0.double + $1.double)
    },
    "from:subtract:": {
      integral($0, $1, { $0.subtractingReportingOverflow($1) }) ?? .real($0.double - $1.double)
    },
    "multiply:by:": {
      integral($0, $1, { $0.multipliedReportingOverflow(by: $1) }) ?? .real($0.double * $1.double)
    },
    "divide:by:": { a, b in
      guard b.double != 0 else { fatalError("Division by zero") }
      if case .integer(let x) = a, case .integer(let y) = b, x != .min || y != -1 {
        return .integer(x / y)
      }
      return .real(a.double / b.double)
    },
    "modulus:by:": { a, b in
      guard b.double != 0 else { fatalError("Division by zero") }
      if case .integer(let x) = a, case .integer(let y) = b, x != .min || y != -1 {
        return .integer(x % y)
      }
      return .real(fmod(a.double, b.double))
    },
    "raise:toPower:": { .real(pow($0.double, $1.double)) },
    "bitwiseAnd:with:": { .integer(Int($0.double) & Int($1.double)) },
    "bitwiseOr:with:": { .integer(Int($0.double) | Int($1.double)) },
    "bitwiseXor:with:": { .integer(Int($0.double) ^ Int($1.double)) },
    "leftshift:by:": { .integer(Int($0.double) << Int($1.double)) },
    "rightshift:by:": { .integer(Int($0.double) >> Int($1.double)) },
  ]

  /// `a op b` in integers when both are integers and it does not overflow.
  private static func integral(
    _ a: ExpressionValue,
    _ b: ExpressionValue,
    _ operation: (Int, Int) -> (partialValue: Int, overflow: Bool)
  ) -> ExpressionValue? {
    guard case .integer(let x) = a, case .integer(let y) = b else { return nil }
    let result = operation(x, y)
    return result.overflow ? nil : .integer(result.partialValue)
  }

  private static let unaryReal: [String: @Sendable (Double) -> Double] = [
    "sqrt:": { $0.squareRoot() }, "log:": log10, "ln:": log, "exp:": exp,
    "ceiling:": { $0.rounded(.up) }, "floor:": { $0.rounded(.down) },
    "trunc:": { $0.rounded(.towardZero) },
  ]

  private static let statistics: [String: @Sendable ([ExpressionValue]) -> Any?] = [
    "sum:": { $0.reduce(ExpressionValue.integer(0)) { arithmetic["add:to:"]!($0, $1) }.object },
    "min:": { $0.min { $0.double < $1.double }?.object },
    "max:": { $0.max { $0.double < $1.double }?.object },
    "average:": {
      $0.isEmpty ? nil : NSNumber(value: $0.map(\.double).reduce(0, +) / Double($0.count))
    },
    "median:": { values in
      let sorted = values.map(\.double).sorted()
      guard !sorted.isEmpty else { return nil }
      let middle = sorted.count / 2
      return NSNumber(
        value: sorted.count.isMultiple(of: 2)
          ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
      )
    },
    "stddev:": { values in
      guard !values.isEmpty else { return nil }
      let doubles = values.map(\.double)
      let mean = doubles.reduce(0, +) / Double(doubles.count)
      let variance = doubles.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(doubles.count)
      return NSNumber(value: variance.squareRoot())
    },
  ]

  /// The values that occur most often, in the order they first occur.
  private static func mode(_ values: [ExpressionValue]) -> [Any] {
    var counts: [Double: Int] = [:]
    for value in values { counts[value.double, default: 0] += 1 }
    let most = counts.values.max() ?? 0
    var seen: Set<Double> = []
    return values.filter { counts[$0.double] == most && seen.insert($0.double).inserted }
      .map(\.object)
  }

  private static func element(_ arguments: [Any?]) -> Any? {
    let collection = ExpressionValue.unwrapped(arguments.first ?? nil)
    let index = ExpressionValue.unwrapped(arguments.count > 1 ? arguments[1] : nil)
    if let dictionary = collection as? [String: Any], let key = index as? String {
      return dictionary[key]
    }
    guard let items = collection as? [Any] else {
      fatalError("objectFrom:withIndex: needs an array or a dictionary, got \(collection ?? "nil")")
    }
    switch index as? String {
    case "FIRST": return items.first
    case "LAST": return items.last
    case "SIZE": return NSNumber(value: items.count)
    default:
      let position = Int(ExpressionValue(index)?.double ?? -1)
      guard items.indices.contains(position) else {
        fatalError(
          "Index \(index ?? "nil") is out of bounds for an array of \(items.count) elements"
        )
      }
      return items[position]
    }
  }

  private static func number(
    _ arguments: [Any?],
    _ position: Int,
    _ name: String
  ) -> ExpressionValue {
    let value = position < arguments.count ? arguments[position] : nil
    guard let number = ExpressionValue(value) else {
      fatalError(
        "\(name) needs a number as argument \(position + 1), got \(value.map { "\($0)" } ?? "nil")"
      )
    }
    return number
  }

  private static func integer(_ arguments: [Any?], _ position: Int, _ name: String) -> Int {
    Int(number(arguments, position, name).double)
  }

  /// What a statistic works on: the elements of one array argument, or the arguments.
  private static func values(in arguments: [Any?]) -> [Any?] {
    let values = arguments.map(ExpressionValue.unwrapped)
    if values.count == 1, let items = values[0] as? [Any] {
      return items.map(ExpressionValue.unwrapped)
    }
    return values
  }

  private static func numbers(_ arguments: [Any?], _ name: String) -> [ExpressionValue] {
    values(in: arguments).enumerated()
      .map { offset, value in
        guard let number = ExpressionValue(value) else {
          fatalError(
            "\(name) needs numbers, got \(value.map { "\($0)" } ?? "nil") at \(offset + 1)"
          )
        }
        return number
      }
  }

  private static func string(_ arguments: [Any?], _ name: String) -> String {
    guard let string = ExpressionValue.unwrapped(arguments.first ?? nil) as? String else {
      fatalError("\(name) needs a string")
    }
    return string
  }
}
#endif
