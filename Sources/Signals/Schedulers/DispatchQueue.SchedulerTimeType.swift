public import Dispatch

extension DispatchQueue {
  /// An instant on a dispatch queue's clock: a `DispatchTime`, as Combine's type of this name.
  ///
  /// ```swift
  /// let queue = DispatchQueue.main
  /// let later = queue.now.advanced(by: .milliseconds(300))
  /// print(queue.now.distance(to: later))  // Prints "Stride(magnitude: 300000000)"
  /// ```
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time this instant stands for.
    public var dispatchTime: DispatchTime

    /// Creates an instant from a dispatch time.
    ///
    /// - Parameter time: The dispatch time.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    /// The signed distance in nanoseconds; as in Combine, a distance to or from an instant past
    /// `Int.max` nanoseconds (such as `distantFuture`) is the largest interval.
    public func distance(to other: Self) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      guard start != end else { return .nanoseconds(0) }
      let limit = UInt64(Int.max)
      guard start <= limit, end <= limit else { return .nanoseconds(.max) }
      return .nanoseconds(Int(end) - Int(start))
    }

    /// The instant `n` later; as in Combine, it saturates at `distantFuture` and, backwards, at
    /// the first nanosecond.
    public func advanced(by n: Stride) -> Self {
      let uptime = dispatchTime.uptimeNanoseconds
      let step = n.magnitude.magnitude
      let moved: UInt64
      if n.magnitude >= 0 {
        let sum = uptime.addingReportingOverflow(UInt64(step))
        moved = sum.overflow || sum.partialValue > UInt64(Int.max) ? .max : sum.partialValue
      } else {
        moved = uptime > UInt64(step) ? uptime - UInt64(step) : 1
      }
      return Self(DispatchTime(uptimeNanoseconds: moved))
    }

    public init(from decoder: any Decoder) throws {
      let uptime = try decoder.singleValueContainer().decode(UInt64.self)
      dispatchTime = DispatchTime(uptimeNanoseconds: uptime)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }
  }
}

extension DispatchQueue.SchedulerTimeType {
  /// A signed time interval in nanoseconds between two instants on a dispatch queue's clock.
  ///
  /// Integer and floating-point literals are seconds; `magnitude` is in nanoseconds. Unlike
  /// Combine, whose `+`, `-` and `*` on this type read nanoseconds as seconds (Apple feedback
  /// FB7189676), the arithmetic here is plain nanosecond arithmetic.
  ///
  /// ```swift
  /// let interval: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
  /// print(interval.magnitude)  // Prints "300000000"
  /// ```
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable, Codable, Sendable, CustomStringConvertible
  {
    /// Literals such as `0.25` are seconds.
    public typealias FloatLiteralType = Double
    /// Literals such as `2` are seconds.
    public typealias IntegerLiteralType = Int
    /// The type of ``magnitude``.
    public typealias Magnitude = Int

    /// The interval in nanoseconds (negative for an interval backwards in time).
    public var magnitude: Int

    private init(nanoseconds: Int) {
      magnitude = nanoseconds
    }

    /// The interval as a `DispatchTimeInterval` in nanoseconds.
    public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

    /// Creates an interval from a `DispatchTimeInterval`; `.never` becomes the largest interval.
    ///
    /// - Parameter timeInterval: The dispatch interval.
    public init(_ timeInterval: DispatchTimeInterval) {
      switch timeInterval {
      case .seconds(let value): self = .seconds(value)
      case .milliseconds(let value): self = .milliseconds(value)
      case .microseconds(let value): self = .microseconds(value)
      case .nanoseconds(let value): self = .nanoseconds(value)
      case .never: self = .nanoseconds(.max)
      @unknown default: self = .nanoseconds(.max)
      }
    }

    public init(floatLiteral value: Double) { self = .seconds(value) }

    public init(integerLiteral value: Int) { self = .seconds(value) }

    /// Creates an interval of `source` seconds, as Combine does, or `nil` when `source` does not
    /// fit in an `Int`.
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Int(exactly: source) else { return nil }
      self = .seconds(value)
    }

    private enum CodingKeys: String, CodingKey {
      case magnitude = "_nanoseconds"
    }

    public var description: String { "Stride(magnitude: \(magnitude))" }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }

    public static func + (lhs: Self, rhs: Self) -> Self {
      Self(nanoseconds: lhs.magnitude &+ rhs.magnitude)
    }

    public static func - (lhs: Self, rhs: Self) -> Self {
      Self(nanoseconds: lhs.magnitude &- rhs.magnitude)
    }

    public static func * (lhs: Self, rhs: Self) -> Self {
      Self(nanoseconds: lhs.magnitude &* rhs.magnitude)
    }

    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

    /// Rounds to the nearest nanosecond, so `.seconds(0.3)` equals `.milliseconds(300)`;
    /// saturates at the largest and smallest intervals, as in Combine.
    public static func seconds(_ s: Double) -> Self {
      let nanoseconds = (s * 1_000_000_000).rounded()
      if nanoseconds >= Double(Int.max) { return Self(nanoseconds: .max) }
      if nanoseconds <= Double(Int.min) { return Self(nanoseconds: .min) }
      return Self(nanoseconds: Int(nanoseconds))
    }

    public static func seconds(_ s: Int) -> Self { scaled(s, by: 1_000_000_000) }

    public static func milliseconds(_ ms: Int) -> Self { scaled(ms, by: 1_000_000) }

    public static func microseconds(_ us: Int) -> Self { scaled(us, by: 1_000) }

    public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

    /// `value` units of `nanosecondsPerUnit`, saturating as Combine does.
    private static func scaled(_ value: Int, by nanosecondsPerUnit: Int) -> Self {
      let product = value.multipliedReportingOverflow(by: nanosecondsPerUnit)
      guard product.overflow else { return Self(nanoseconds: product.partialValue) }
      return Self(nanoseconds: value < 0 ? .min : .max)
    }
  }
}
