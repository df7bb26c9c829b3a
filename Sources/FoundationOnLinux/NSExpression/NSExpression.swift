#if !canImport(Darwin)
public import Foundation

/// An expression of Foundation's predicate language, for Linux: what apps use to evaluate
/// arithmetic typed by a person (a calculator's `"12*3+4/2"`), key paths and built-in functions.
///
/// ```swift
/// let total = NSExpression(format: "(2 + 3) * 4").expressionValue(with: nil, context: nil) as! Int
/// // 20
/// let mean = NSExpression(format: "average({1, 2, 6})").expressionValue(with: nil, context: nil)
/// // 3
/// ```
///
/// Linux's Foundation has no `NSExpression`; this class has Apple's name, initialisers, properties
/// and evaluation rules, so the same source runs on both:
///
/// - Numbers written without a point or exponent are integers, and integer arithmetic stays
///   integral, as in C: `"7/2"` gives `3`, `"7.0/2"` gives `3.5`. `**` and the functions of
///   `math.h` (`sqrt`, `ln`, `exp` …) give doubles. Values come back as `NSNumber`, so `as! Int`
///   and `as! Double` work as on a device when the value is exact.
/// - Operators, tightest first: `**`; `*` `/`; `+` `-`; `<<` `>>`; `&`; `^`; `|`. Unary `-` and
///   `~` bind tighter than all of them. Functions are written `sqrt(16)`, `max({1, 5})`, or by
///   selector, `modulus:by:(10, 3)`; `now()`, `random()` and `randomn(n)` take no operand.
/// - Format arguments: `%@` (any value), `%K` (a key path), `%d`/`%i`/`%ld`/`%u` (integers),
///   `%f`/`%lf`/`%g`/`%e` (doubles).
/// - Key paths (`price`, `order.total`, `items.@count`) are read from dictionaries, arrays and,
///   where Apple uses key-value coding, a value's stored properties by name (Linux has no
///   key-value coding); `$name` variables come from the context dictionary.
///
/// Linux's Foundation declares an `NSExpression` of its own whose members are all unavailable.
/// This one shadows it: `NSExpression(format:)` and everything called on its result resolve
/// here in every file. A file that imports Foundation by name and writes `NSExpression` as a
/// *type* (`let e: NSExpression`, `as? NSExpression`) sees both and does not compile; let the
/// type be inferred (`let e = NSExpression(format: …)`).
///
/// Where Apple raises an Objective-C exception (a format that does not parse, a division by zero,
/// a variable missing from the context), this stops the program with the same reason, the
/// nearest a Swift program on Linux has to an uncaught exception. Absent: `FUNCTION` (it sends a
/// message by selector), `SUBQUERY`, `UNION`, `INTERSECT`, `MINUS`, `TERNARY`, `CAST`, block
/// expressions, archiving and `NSPredicate`.
open class NSExpression: NSObject, NSCopying, @unchecked Sendable {
  /// The kinds of expression, with Apple's raw values.
  public enum ExpressionType: UInt, Sendable {
    /// A value given when the expression was made (`5`, `"text"`, `%@`).
    case constantValue = 0
    /// The object the expression is evaluated with (`SELF`).
    case evaluatedObject = 1
    /// A variable read from the evaluation's context (`$name`).
    case variable = 2
    /// A key path read from the evaluated object (`order.total`).
    case keyPath = 3
    /// A function applied to arguments (`sqrt(16)`, `2 + 3`).
    case function = 4
    /// A collection of expressions (`{1, 2, 3}`).
    case aggregate = 14
  }

  let kind: Kind

  init(kind: Kind) {
    self.kind = kind
    super.init()
  }

  /// Parses an expression from a format string and its arguments.
  ///
  /// ```swift
  /// NSExpression(format: "%d * %f", 3, 1.5).expressionValue(with: nil, context: nil)  // 4.5
  /// ```
  ///
  /// A format that does not parse stops the program with the reason, as Apple's raises
  /// `NSInvalidArgumentException`.
  public convenience init(format expressionFormat: String, _ args: any CVarArg...) {
    self.init(format: expressionFormat, argumentArray: args)
  }

  /// Parses an expression from a format string and an array of arguments.
  public convenience init(format expressionFormat: String, argumentArray arguments: [Any]) {
    do {
      var parser = try ExpressionParser(format: expressionFormat, arguments: arguments)
      self.init(kind: try parser.parse().kind)
    } catch {
      fatalError("Unable to parse the format string \"\(expressionFormat)\": \(error)")
    }
  }

  /// An expression whose value is `obj`.
  public convenience init(forConstantValue obj: Any?) {
    self.init(kind: .constant(obj))
  }

  /// An expression whose value is the object it is evaluated with.
  open class func expressionForEvaluatedObject() -> NSExpression {
    NSExpression(kind: .evaluatedObject)
  }

  /// An expression whose value is the context's entry for `string`.
  public convenience init(forVariable string: String) {
    self.init(kind: .variable(string))
  }

  /// An expression whose value is the evaluated object's value at `keyPath`.
  public convenience init(forKeyPath keyPath: String) {
    self.init(kind: .keyPath(keyPath))
  }

  /// An expression that applies a built-in function, named by its selector (`"sqrt:"`,
  /// `"add:to:"`, `"average:"`), to `parameters`, which are `NSExpression`s.
  ///
  /// An unknown name stops the program when the expression is evaluated, as Apple's raises.
  public convenience init(forFunction name: String, arguments parameters: [Any]) {
    self.init(kind: .function(name, parameters.map(NSExpression.wrap)))
  }

  /// An expression whose value is the array of its subexpressions' values.
  public convenience init(forAggregate subexpressions: [NSExpression]) {
    self.init(kind: .aggregate(subexpressions))
  }

  /// The expression's kind.
  open var expressionType: ExpressionType {
    switch kind {
    case .constant: .constantValue
    case .evaluatedObject: .evaluatedObject
    case .variable: .variable
    case .keyPath: .keyPath
    case .function: .function
    case .aggregate: .aggregate
    }
  }

  /// The value of a constant expression.
  open var constantValue: Any? {
    guard case .constant(let value) = kind else { wrongType("constantValue") }
    return value
  }

  /// The name of a variable expression.
  open var variable: String {
    guard case .variable(let name) = kind else { wrongType("variable") }
    return name
  }

  /// The key path of a key-path expression.
  open var keyPath: String {
    guard case .keyPath(let path) = kind else { wrongType("keyPath") }
    return path
  }

  /// The selector name of a function expression (`"add:to:"` for `2 + 3`).
  open var function: String {
    guard case .function(let name, _) = kind else { wrongType("function") }
    return name
  }

  /// The arguments of a function expression.
  open var arguments: [NSExpression]? {
    guard case .function(_, let arguments) = kind else { wrongType("arguments") }
    return arguments
  }

  /// The subexpressions of an aggregate expression.
  open var collection: Any {
    guard case .aggregate(let items) = kind else { wrongType("collection") }
    return items
  }

  /// Evaluates the expression with `object` as `SELF` and `context` holding its variables.
  ///
  /// ```swift
  /// let expression = NSExpression(format: "price * $quantity")
  /// expression.expressionValue(with: ["price": 4], context: ["quantity": 3])  // 12
  /// ```
  ///
  /// Numbers come back as `NSNumber`, strings as `String`, aggregates as arrays.
  open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
    ExpressionEvaluator(object: object, context: context).value(of: self)
  }

  /// Does nothing: expressions made on Linux are always evaluable (Apple's make those read from
  /// an archive wait for this call).
  open func allowEvaluation() {}

  open func copy(with zone: NSZone? = nil) -> Any { NSExpression(kind: kind) }

  /// Two expressions are equal when they have the same kind and equal parts: equal constants
  /// (numbers by value, so `2` equals `2.0`), the same names, equal arguments.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSExpression else { return false }
    return hasEqualParts(to: other)
  }

  open override var hash: Int { partsHash }

  /// The expression in the format language.
  ///
  /// `2 + 3`, `sqrt:(16)`, `$x`, `order.total`, `{1, 2}`: operators are written back as
  /// operators, in parentheses where an operand is itself an operation (`(1 + 2) * 3`).
  open override var description: String { format }

  static func wrap(_ value: Any) -> NSExpression {
    value as? NSExpression ?? NSExpression(forConstantValue: value)
  }

  private func wrongType(_ property: String) -> Never {
    fatalError("\(property) is not defined for an expression of type \(expressionType): \(self)")
  }
}
#endif
