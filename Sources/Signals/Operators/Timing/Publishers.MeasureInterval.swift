extension Publisher {
  /// Replaces each value with the time since the previous one (the first: since subscribing),
  /// measured on `scheduler`.
  ///
  /// Values are delivered at once, on the upstream's thread; demand and the completion pass
  /// straight through.
  ///
  /// ```swift
  /// let cancellable = taps
  ///   .measureInterval(using: DispatchQueue.main)
  ///   .sink { print($0.magnitude) }
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler whose clock measures.
  ///   - options: Unused; kept for Combine's signature.
  /// - Returns: A publisher of intervals.
  public func measureInterval<S: Scheduler>(
    using scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.MeasureInterval<Self, S> {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}

extension Publishers {
  /// A publisher of the time between its upstream's values.
  ///
  /// ```swift
  /// let publisher = Publishers.MeasureInterval(upstream: subject, scheduler: queue)
  /// ```
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Context.SchedulerTimeType.Stride
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are timed.
    public let upstream: Upstream
    /// The scheduler whose clock measures.
    public let scheduler: Context

    /// Creates the publisher; ``Publisher/measureInterval(using:options:)`` is the usual way.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are timed.
    ///   - scheduler: The scheduler whose clock measures.
    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(downstream: subscriber, scheduler: scheduler))
    }
  }
}

extension Publishers.MeasureInterval {
  /// Keeps the time of the previous value; everything else passes through.
  fileprivate final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    // Every mutable property lives in `last` or in `link`'s `Locked` value.
    private let link: TimingLink<Downstream>
    private let scheduler: Context
    private let last = Locked(Context.SchedulerTimeType?.none)

    init(downstream: Downstream, scheduler: Context) {
      link = TimingLink(downstream)
      self.scheduler = scheduler
    }

    var description: String { "MeasureInterval" }

    func receive(subscription: any Subscription) {
      guard link.attach(subscription) else { return subscription.cancel() }
      let now = scheduler.now
      last.withLock { $0 = now }
      link.deliver(subscription: self)
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
      // Outside the subscription, as in Combine, the clock is not even read.
      guard link.isActive else { return .none }
      let now = scheduler.now
      let previous = last.withLock { last in
        defer { last = now }
        return last
      }
      guard let previous, let downstream = link.downstream else { return .none }
      // As Combine's does, it asks the upstream for the downstream's new demand with a request
      // rather than with the return value.
      link.requestUpstream(downstream.receive(previous.distance(to: now)))
      return .none
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
      // A completion before the subscription is dropped, as in Combine.
      guard link.isActive else { return }
      link.finish()?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
      link.forwardRequest(demand)
    }

    func cancel() {
      link.cancel()?.cancel()
    }
  }
}

extension Publishers.MeasureInterval.Inner: CombineReflecting {
  /// No children, as in Combine.
  var reflectedChildren: [Mirror.Child] { [] }
}
