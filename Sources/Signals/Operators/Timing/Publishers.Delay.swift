extension Publisher {
  /// Delivers every value and the completion `interval` later, on `scheduler`.
  ///
  /// Subscribing, requests and cancellation are immediate; each value is delivered `interval`
  /// after it arrived, and so is the completion (a failure too). After a cancel, values still
  /// waiting on the scheduler are dropped, but a completion already waiting is delivered; as in
  /// Combine, each waiting delivery keeps the subscriber alive until it has run.
  ///
  /// ```swift
  /// let cancellable = Just("saved")
  ///   .delay(for: .seconds(2), scheduler: DispatchQueue.main)
  ///   .sink { print($0) }
  /// // Prints "saved" two seconds later
  /// ```
  ///
  /// - Parameters:
  ///   - interval: How long to hold each event.
  ///   - tolerance: How late each delivery may be; the scheduler's minimum when `nil`.
  ///   - scheduler: The scheduler to deliver on.
  ///   - options: Scheduler options for each delivery.
  /// - Returns: A publisher that delivers its upstream's events later.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self,
      interval: interval,
      tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler,
      options: options
    )
  }
}

extension Publishers {
  /// A publisher that delivers its upstream's values and completion after a fixed interval.
  ///
  /// ```swift
  /// let publisher = Publishers.Delay(
  ///   upstream: subject, interval: .seconds(1), tolerance: .zero, scheduler: queue)
  /// ```
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are delayed.
    public let upstream: Upstream
    /// How long to hold each event.
    public let interval: Context.SchedulerTimeType.Stride
    /// How late each delivery may be.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler to deliver on.
    public let scheduler: Context
    /// Scheduler options for each delivery.
    public let options: Context.SchedulerOptions?

    /// Creates the publisher; ``Publisher/delay(for:tolerance:scheduler:options:)`` is the
    /// usual way.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose events are delayed.
    ///   - interval: How long to hold each event.
    ///   - tolerance: How late each delivery may be.
    ///   - scheduler: The scheduler to deliver on.
    ///   - options: Scheduler options for each delivery.
    public init(
      upstream: Upstream,
      interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (interval, tolerance, scheduler, options) = (interval, tolerance, scheduler, options)
      let relay = TimingRelay(subscriber, kind: DelayTiming.self) {
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval),
          tolerance: tolerance,
          options: options,
          $0
        )
      }
      upstream.subscribe(relay)
    }
  }
}
