extension Subscribers {
  /// How many values a subscriber asks for: a finite count, or `.unlimited`.
  ///
  /// Arithmetic saturates as in Combine: anything plus `.unlimited` is `.unlimited`, `.unlimited`
  /// minus anything stays `.unlimited`, and a finite result below zero is clamped to `.none`.
  ///
  /// ```swift
  /// var demand = Subscribers.Demand.max(2)
  /// demand += 1
  /// print(demand)              // Prints "max(3)"
  /// print(demand - .max(5))    // Prints "max(0)"
  /// print(demand + .unlimited) // Prints "unlimited"
  /// ```
  public struct Demand: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    // `UInt.max` stands for `.unlimited`; finite values never exceed `Int.max`.
    private let rawValue: UInt

    private init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A request for every value the publisher can produce.
    public static let unlimited = Demand(rawValue: .max)

    /// A request for no values; the same as `.max(0)`.
    public static let none = Demand(rawValue: 0)

    /// A request for at most `value` values.
    ///
    /// ```swift
    /// subscription.request(.max(1))
    /// ```
    ///
    /// - Parameter value: The count; a negative count traps with a message that names this call.
    /// - Returns: The demand.
    public static func max(_ value: Int) -> Demand {
      precondition(
        value >= 0,
        "Subscribers.Demand.max(_:) was given \(value); a demand cannot be negative"
      )
      return Demand(rawValue: UInt(value))
    }

    /// The finite count, or `nil` for `.unlimited`.
    public var max: Int? {
      rawValue == UInt.max ? nil : Int(rawValue)
    }

    public var description: String {
      rawValue == UInt.max ? "unlimited" : "max(\(rawValue))"
    }

    /// Decodes a count; any count above `Int.max` is `.unlimited`, as in Combine.
    public init(from decoder: any Decoder) throws {
      let count = try decoder.singleValueContainer().decode(UInt.self)
      rawValue = count > UInt(Int.max) ? .max : count
    }

    /// Encodes the count, and `.unlimited` as `Int.max + 1`, as Combine does.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue == .max ? UInt(Int.max) + 1 : rawValue)
    }
  }
}

extension Subscribers.Demand {
  /// Makes a demand from an arithmetic result: an overflow saturates in the direction of `sign`,
  /// and a result below zero is clamped to `.none`.
  private static func clamped(_ result: (partialValue: Int, overflow: Bool), sign: Int) -> Self {
    if result.overflow { return sign > 0 ? .unlimited : .none }
    return result.partialValue <= 0 ? .none : .max(result.partialValue)
  }

  /// Adds two demands; anything plus `.unlimited` is `.unlimited`, and overflow saturates.
  public static func + (lhs: Self, rhs: Self) -> Self {
    guard let right = rhs.max else { return .unlimited }
    return lhs + right
  }

  /// Adds a count to a demand; `.unlimited` stays `.unlimited`, and overflow saturates.
  public static func + (lhs: Self, rhs: Int) -> Self {
    guard let left = lhs.max else { return .unlimited }
    return clamped(left.addingReportingOverflow(rhs), sign: rhs)
  }

  /// Subtracts a demand; `.unlimited` minus anything is `.unlimited`, a finite demand minus
  /// `.unlimited` is `.none`, and a negative result is clamped to `.none`.
  public static func - (lhs: Self, rhs: Self) -> Self {
    guard lhs.max != nil else { return .unlimited }
    guard let right = rhs.max else { return .none }
    return lhs - right
  }

  /// Subtracts a count; `.unlimited` stays `.unlimited`, and a negative result (or an overflow,
  /// from subtracting a negative count) is `.none`, as in Combine.
  public static func - (lhs: Self, rhs: Int) -> Self {
    guard let left = lhs.max else { return .unlimited }
    return clamped(left.subtractingReportingOverflow(rhs), sign: -1)
  }

  /// Multiplies a demand by a count; `.unlimited` stays `.unlimited`, and overflow saturates.
  public static func * (lhs: Self, rhs: Int) -> Self {
    guard let left = lhs.max else { return .unlimited }
    return clamped(left.multipliedReportingOverflow(by: rhs), sign: rhs)
  }

  /// Adds a demand in place.
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

  /// Adds a count in place.
  public static func += (lhs: inout Self, rhs: Int) { lhs = lhs + rhs }

  /// Subtracts a demand in place.
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

  /// Subtracts a count in place.
  public static func -= (lhs: inout Self, rhs: Int) { lhs = lhs - rhs }

  /// Multiplies by a count in place.
  public static func *= (lhs: inout Self, rhs: Int) { lhs = lhs * rhs }
}

extension Subscribers.Demand {
  /// Orders demands; `.unlimited` is greater than every finite demand and equal to itself.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Whether the demand equals a count; `.unlimited` equals no count.
  public static func == (lhs: Self, rhs: Int) -> Bool { lhs.max == rhs }

  /// Whether the demand differs from a count; `.unlimited` differs from every count.
  public static func != (lhs: Self, rhs: Int) -> Bool { lhs.max != rhs }

  /// Whether a count equals the demand.
  public static func == (lhs: Int, rhs: Self) -> Bool { rhs.max == lhs }

  /// Whether a count differs from the demand.
  public static func != (lhs: Int, rhs: Self) -> Bool { rhs.max != lhs }

  /// Whether the demand is greater than a count; `.unlimited` is greater than every count.
  public static func > (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }

  /// Whether the demand is at least a count; `.unlimited` is.
  public static func >= (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }

  /// Whether the demand is less than a count; `.unlimited` never is.
  public static func < (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }

  /// Whether the demand is at most a count; `.unlimited` never is.
  public static func <= (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }

  /// Whether a count is greater than the demand; never when the demand is `.unlimited`.
  public static func > (lhs: Int, rhs: Self) -> Bool { rhs < lhs }

  /// Whether a count is at least the demand; never when the demand is `.unlimited`.
  public static func >= (lhs: Int, rhs: Self) -> Bool { rhs <= lhs }

  /// Whether a count is less than the demand; always when the demand is `.unlimited`.
  public static func < (lhs: Int, rhs: Self) -> Bool { rhs > lhs }

  /// Whether a count is at most the demand; always when the demand is `.unlimited`.
  public static func <= (lhs: Int, rhs: Self) -> Bool { rhs >= lhs }
}

extension Subscribers.Demand {
  /// Traps unless the demand is positive: the rule every `request(_:)` enforces, as in Combine.
  ///
  /// - Parameter call: The call to name in the trap's message, such as
  ///   `"PassthroughSubject subscription request(_:)"`.
  package func assertPositive(in call: @autoclosure () -> String) {
    precondition(
      rawValue > 0,
      "\(call()) was called with demand \(self); a request must be for at least one value"
    )
  }
}
