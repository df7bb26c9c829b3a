/// A scheduler that runs every action at once, on the calling thread, as Combine's.
///
/// Time does not pass on it: `now` is always the same instant, actions scheduled for later run
/// at once, and a repeating action runs once.
///
/// ```swift
/// let cancellable = Just(1)
///   .receive(on: ImmediateScheduler.shared)
///   .sink { print($0) }
/// // Prints "1" synchronously
/// ```
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The only instant of an immediate scheduler.
  public struct SchedulerTimeType: Strideable, Sendable {
    public func distance(to other: Self) -> Stride { Stride(0) }

    public func advanced(by n: Stride) -> Self { self }

    /// A count of abstract ticks; literals and every unit are taken as that count.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      SchedulerTimeIntervalConvertible, Sendable
    {
      /// Literals such as `1.5` are truncated to a tick count.
      public typealias FloatLiteralType = Double
      /// Literals such as `2` are a tick count.
      public typealias IntegerLiteralType = Int
      /// The type of ``magnitude``.
      public typealias Magnitude = Int

      /// The tick count.
      public var magnitude: Int

      /// Creates an interval of `value` ticks.
      ///
      /// - Parameter value: The tick count.
      public init(_ value: Int) { magnitude = value }

      public init(integerLiteral value: Int) { self.init(value) }

      public init(floatLiteral value: Double) { self.init(Int(value)) }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(value)
      }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }

      public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude &+ rhs.magnitude) }

      public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude &- rhs.magnitude) }

      public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude &* rhs.magnitude) }

      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

      // An immediate scheduler has no time: as in Combine, every interval made from a unit is
      // zero.

      public static func seconds(_ s: Int) -> Self { Self(0) }

      public static func seconds(_ s: Double) -> Self { Self(0) }

      public static func milliseconds(_ ms: Int) -> Self { Self(0) }

      public static func microseconds(_ us: Int) -> Self { Self(0) }

      public static func nanoseconds(_ ns: Int) -> Self { Self(0) }
    }
  }

  /// An immediate scheduler takes no options.
  public typealias SchedulerOptions = Never

  /// The shared instance.
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType() }

  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return Subscriptions.empty
  }
}
