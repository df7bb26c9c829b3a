public import Foundation

extension RunLoop: Scheduler {
  /// An instant on a run loop's clock: a `Date`, as Combine's type of this name.
  ///
  /// ```swift
  /// let later = RunLoop.main.now.advanced(by: .milliseconds(300))
  /// ```
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date this instant stands for.
    public var date: Date

    /// Creates an instant from a date.
    ///
    /// - Parameter date: The date.
    public init(_ date: Date) {
      self.date = date
    }

    public func distance(to other: Self) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> Self {
      Self(date.addingTimeInterval(n.magnitude))
    }

    /// A signed time interval in seconds, as a `TimeInterval`.
    ///
    /// ```swift
    /// let interval: RunLoop.SchedulerTimeType.Stride = .milliseconds(250)
    /// print(interval.timeInterval)  // Prints "0.25"
    /// ```
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      Hashable, Sendable, SchedulerTimeIntervalConvertible
    {
      /// Literals such as `0.25` are seconds.
      public typealias FloatLiteralType = TimeInterval
      /// Literals such as `2` are seconds.
      public typealias IntegerLiteralType = TimeInterval
      /// The type of ``magnitude``.
      public typealias Magnitude = TimeInterval

      /// The interval in seconds.
      public var magnitude: TimeInterval

      /// The interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// Creates an interval of `timeInterval` seconds.
      ///
      /// - Parameter timeInterval: The number of seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }

      public init(integerLiteral value: TimeInterval) { self.init(value) }

      public init(floatLiteral value: TimeInterval) { self.init(value) }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        self.init(value)
      }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }

      public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }

      public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }

      public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }

      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

      public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }

      public static func seconds(_ s: Double) -> Self { Self(s) }

      public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }

      public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }

      public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }
    }
  }

  /// A run loop takes no options; the type exists for Combine's signatures.
  public struct SchedulerOptions: Sendable {}

  /// The current date: on the main run loop, the virtual date of a ``MainSchedulerOverride`` when
  /// one answers for the calling code.
  public var now: SchedulerTimeType {
    if let target = MainSchedulerOverride.target(for: self) { return SchedulerTimeType(target.now) }
    return SchedulerTimeType(Date())
  }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Runs `action` on this run loop's next pass, in the default mode.
  ///
  /// The action waits on the timer this run loop runs its scheduled actions with (rather than
  /// `perform(_:)`), because a timer also wakes a run loop that is waiting for input.
  ///
  /// Unlike Combine, the actions scheduled on a run loop in a mode (with any of the
  /// `schedule` methods, or by a connected `Timer.TimerPublisher`) share one Foundation timer,
  /// made the first time and never invalidated: swift-corelibs-foundation never deallocates a
  /// `Timer`, so a timer per action would keep each action, and what it captures, alive for the
  /// life of the process. The actions due when the timer fires run in the order of their dates
  /// and, for equal dates, in the order they were scheduled; `tolerance` is not used.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: minimumTolerance, options: options, action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    if let target = MainSchedulerOverride.target(for: self) {
      let due = target.time(at: date.date)
      return target.scheduler.schedule(after: due, tolerance: .zero, options: nil, action)
    }
    RunLoopActionQueue.queue(for: self, mode: .default)
      .schedule(at: date.date, ScheduledAction(action))
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let target = MainSchedulerOverride.target(for: self) {
      return target.scheduler.schedule(
        after: target.time(at: date.date),
        interval: .seconds(Swift.max(interval.timeInterval, 0.000_1)),
        tolerance: .zero,
        options: nil,
        action
      )
    }
    let queue = RunLoopActionQueue.queue(for: self, mode: .default)
    let id = queue.schedule(
      at: date.date,
      every: Swift.max(interval.timeInterval, 0.000_1),
      ScheduledAction(action)
    )
    return AnyCancellable { queue.cancel(id) }
  }
}
