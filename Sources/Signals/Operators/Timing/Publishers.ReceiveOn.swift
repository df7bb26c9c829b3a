extension Publisher {
  /// Delivers values and the completion on `scheduler`.
  ///
  /// As in Combine, subscribing happens synchronously on the caller's thread and requests and
  /// cancellation go straight upstream; only deliveries hop to the scheduler, in the order the
  /// upstream sent them (on a serial scheduler). The downstream never receives two calls at
  /// once, even on a concurrent queue. After a cancel, values still waiting on the scheduler are
  /// dropped, but a completion already waiting is delivered; as in Combine, each waiting
  /// delivery keeps the subscriber alive until it has run.
  ///
  /// ```swift
  /// let cancellable = subject
  ///   .receive(on: DispatchQueue.main)
  ///   .sink { label.text = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler to deliver on.
  ///   - options: Scheduler options for each delivery.
  /// - Returns: A publisher that delivers on `scheduler`.
  public func receive<S: Scheduler>(
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that delivers its upstream's values and completion on a scheduler.
  ///
  /// ```swift
  /// let publisher = Publishers.ReceiveOn(upstream: subject, scheduler: queue, options: nil)
  /// ```
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose deliveries move to the scheduler.
    public let upstream: Upstream
    /// The scheduler to deliver on.
    public let scheduler: Context
    /// Scheduler options for each delivery.
    public let options: Context.SchedulerOptions?

    /// Creates the publisher; ``Publisher/receive(on:options:)`` is the usual way.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose deliveries move to the scheduler.
    ///   - scheduler: The scheduler to deliver on.
    ///   - options: Scheduler options for each delivery.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (scheduler, options) = (scheduler, options)
      let relay = TimingRelay(subscriber, kind: ReceiveOnTiming.self) {
        scheduler.schedule(options: options, $0)
      }
      upstream.subscribe(relay)
    }
  }
}
