public import Signals

extension Scheduler {
  /// A connectable publisher of this scheduler's time every `interval` (combine-schedulers).
  ///
  /// ```swift
  /// let ticks = scheduler.timerPublisher(every: .seconds(1)).autoconnect()
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between ticks.
  ///   - tolerance: The allowed lateness, or `nil` for the scheduler's minimum.
  ///   - options: Scheduler options.
  /// - Returns: The timer publisher; call `connect()` or `autoconnect()` to start it.
  public func timerPublisher(
    every interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride? = nil,
    options: SchedulerOptions? = nil
  ) -> Publishers.Timer<Self> {
    Publishers.Timer(every: interval, tolerance: tolerance, scheduler: self, options: options)
  }
}

extension Publishers {
  /// A publisher of a scheduler's time at a fixed interval (combine-schedulers).
  ///
  /// It starts with `connect()`; on a ``TestScheduler`` it ticks as the test advances time.
  ///
  /// ```swift
  /// let scheduler = DispatchQueue.test
  /// let cancellable = Publishers.Timer(every: .seconds(1), scheduler: scheduler)
  ///   .autoconnect()
  ///   .sink { print($0) }
  /// scheduler.advance(by: .seconds(3))  // three ticks
  /// ```
  ///
  /// A tick that finds a subscriber without demand is dropped for that subscriber.
  public final class Timer<S: Scheduler>: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = S.SchedulerTimeType
    public typealias Failure = Never

    /// The time between ticks.
    public let interval: S.SchedulerTimeType.Stride
    /// The allowed lateness, or `nil` for the scheduler's minimum.
    public let tolerance: S.SchedulerTimeType.Stride?
    /// The scheduler that keeps the time.
    public let scheduler: S
    /// Scheduler options.
    public let options: S.SchedulerOptions?

    // The subject is thread-safe; the running schedule lives in a `Locked` value.
    private let subject = PassthroughSubject<S.SchedulerTimeType, Never>()
    private let running = Locked<(any Cancellable)?>(nil)

    /// Creates a timer publisher.
    ///
    /// - Parameters:
    ///   - interval: The time between ticks.
    ///   - tolerance: The allowed lateness.
    ///   - scheduler: The scheduler that keeps the time.
    ///   - options: Scheduler options.
    public init(
      every interval: S.SchedulerTimeType.Stride,
      tolerance: S.SchedulerTimeType.Stride? = nil,
      scheduler: S,
      options: S.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts ticking; a second call while running returns a cancellable for the same run.
    public func connect() -> any Cancellable {
      let subject = subject
      let scheduler = scheduler
      let start = running.withLock { $0 == nil }
      if start {
        let schedule = scheduler.schedule(
          after: scheduler.now.advanced(by: interval),
          interval: interval,
          tolerance: tolerance ?? scheduler.minimumTolerance,
          options: options
        ) { subject.send(scheduler.now) }
        running.withLock { $0 = schedule }
      }
      return AnyCancellable { [weak self] in
        let schedule = self?.running
          .withLock { running in
            defer { running = nil }
            return running
          }
        schedule??.cancel()
      }
    }
  }
}
