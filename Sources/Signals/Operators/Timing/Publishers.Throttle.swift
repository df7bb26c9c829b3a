extension Publisher {
  /// Delivers at most one value per `interval`: the first at once, then the latest (or first)
  /// of those that arrived during each interval.
  ///
  /// Timing, as in Combine since iOS 14 (Apple changed it across releases; this is what
  /// Signals does and tests):
  /// - A value arriving when nothing is waiting is delivered on `scheduler` at once if the last
  ///   delivery was at least `interval` ago (or there was none), else when `interval` has
  ///   passed since the last delivery.
  /// - Values arriving while one is waiting replace it (`latest: true`) or are dropped
  ///   (`latest: false`).
  /// - Values arriving while the downstream has no demand are dropped; a waiting value has
  ///   already used one unit of demand. The upstream is asked for `.unlimited`, before the
  ///   downstream receives its subscription.
  /// - The completion is delivered on `scheduler`: right after the waiting value, if any, else
  ///   at once.
  ///
  /// ```swift
  /// let cancellable = taps
  ///   .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
  ///   .sink { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The shortest time between two deliveries.
  ///   - scheduler: The scheduler to deliver on.
  ///   - latest: Whether to deliver the latest value of an interval (`true`) or the first.
  /// - Returns: A publisher that delivers at most one value per interval.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}

extension Publishers {
  /// A publisher that delivers at most one of its upstream's values per interval.
  ///
  /// ```swift
  /// let publisher = Publishers.Throttle(
  ///   upstream: subject, interval: .seconds(1), scheduler: queue, latest: true)
  /// ```
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are throttled.
    public let upstream: Upstream
    /// The shortest time between two deliveries.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler to deliver on.
    public let scheduler: Context
    /// Whether to deliver the latest value of an interval (`true`) or the first.
    public let latest: Bool

    /// Creates the publisher; ``Publisher/throttle(for:scheduler:latest:)`` is the usual way.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are throttled.
    ///   - interval: The shortest time between two deliveries.
    ///   - scheduler: The scheduler to deliver on.
    ///   - latest: Whether to deliver the latest value of an interval (`true`) or the first.
    public init(
      upstream: Upstream,
      interval: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(downstream: subscriber, configuration: self))
    }
  }
}

extension Publishers.Throttle {
  /// Holds at most one waiting value (and the completion behind it) and the last delivery time.
  fileprivate final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    // Every mutable property lives in `state` or in `link`'s `Locked` value.
    private let link: TimingLink<Downstream>
    // What the timers need, not the publisher: as in Combine, the subscription does not hold
    // its upstream (a subject holding this subscriber would otherwise hold itself).
    private let scheduler: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let latest: Bool
    private let state = Locked(State())

    private struct State {
      var demand = Subscribers.Demand.none
      var waiting: Output?
      var completion: Subscribers.Completion<Failure>?
      var lastEmission: Context.SchedulerTimeType?

      var isWaiting: Bool { waiting != nil || completion != nil }
    }

    // Combine reads the scheduler's clock when the subscriber is made, when it is subscribed and
    // when the upstream completes; so does this, so that a scheduler sees the same calls.
    init(downstream: Downstream, configuration: Publishers.Throttle<Upstream, Context>) {
      link = TimingLink(downstream)
      scheduler = configuration.scheduler
      interval = configuration.interval
      latest = configuration.latest
      _ = scheduler.now
    }

    var description: String { "Throttle" }

    func receive(subscription: any Subscription) {
      _ = scheduler.now
      guard link.attach(subscription) else { return subscription.cancel() }
      subscription.request(.unlimited)
      link.deliver(subscription: self)
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
      guard link.isActive else { return .none }
      let now = scheduler.now
      let emission = state.withLock { state -> Context.SchedulerTimeType? in
        guard state.demand > 0 else { return nil }
        if state.isWaiting {
          if latest { state.waiting = input }
          return nil
        }
        state.demand -= 1
        state.waiting = input
        return state.lastEmission.map { Swift.max(now, $0.advanced(by: interval)) } ?? now
      }
      guard let emission else { return .none }
      if emission == now {
        scheduler.schedule { [self] in emit() }
      } else {
        scheduler.schedule(after: emission) { [self] in emit() }
      }
      return .none
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
      guard link.upstreamEnded() else { return }
      _ = scheduler.now
      let wasWaiting = state.withLock { state in
        defer { state.completion = completion }
        return state.isWaiting
      }
      guard !wasWaiting else { return }
      scheduler.schedule { [self] in emit() }
    }

    private func emit() {
      // The clock is read, as in Combine, only for a value that goes out before any completion.
      let timed = state.withLock { $0.waiting != nil && $0.completion == nil } && link.isActive
      let now = timed ? scheduler.now : nil
      let (value, completion) = state.withLock { state in
        defer { (state.waiting, state.completion) = (nil, nil) }
        if state.waiting != nil, let now { state.lastEmission = now }
        return (state.waiting, state.completion)
      }
      if let value {
        link.deliver(value) { [state] demand in
          // The demand goes to the state alone: no reference to this subscription is kept.
          state.withLock { $0.demand += demand }
        }
      }
      if let completion { link.deliver(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
      state.withLock { $0.demand += demand }
    }

    func cancel() {
      state.withLock { ($0.waiting, $0.completion) = (nil, nil) }
      link.cancel(final: true)?.cancel()
    }
  }
}

extension Publishers.Throttle.Inner: CombineReflecting {
  /// No children, as in Combine.
  var reflectedChildren: [Mirror.Child] { [] }
}
