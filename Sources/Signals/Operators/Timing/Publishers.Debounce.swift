extension Publisher {
  /// Delivers a value only after the upstream has been quiet for `dueTime`.
  ///
  /// Each value restarts the wait; when it ends, the latest value is delivered on `scheduler` if
  /// the downstream has demand (otherwise it is dropped). As in Combine, a value still waiting
  /// when the upstream completes is dropped, and the completion is delivered through the
  /// scheduler, even if the subscriber cancels meanwhile. As in Combine, the pending timer keeps
  /// the subscriber alive until the scheduler lets it go.
  ///
  /// ```swift
  /// let cancellable = searchText
  ///   .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
  ///   .sink { query in model.search(query) }
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How long the upstream must be quiet before the latest value is delivered.
  ///   - scheduler: The scheduler to wait and deliver on.
  ///   - options: Scheduler options for the timer (the completion is scheduled without them, as
  ///     in Combine).
  /// - Returns: A publisher that delivers values once the upstream settles.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that delivers its upstream's latest value once the upstream has been quiet
  /// for a while.
  ///
  /// ```swift
  /// let publisher = Publishers.Debounce(
  ///   upstream: subject, dueTime: .milliseconds(300), scheduler: queue, options: nil)
  /// ```
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are debounced.
    public let upstream: Upstream
    /// How long the upstream must be quiet.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler to wait and deliver on.
    public let scheduler: Context
    /// Scheduler options for the deliveries.
    public let options: Context.SchedulerOptions?

    /// Creates the publisher; ``Publisher/debounce(for:scheduler:options:)`` is the usual way.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are debounced.
    ///   - dueTime: How long the upstream must be quiet.
    ///   - scheduler: The scheduler to wait and deliver on.
    ///   - options: Scheduler options for the deliveries.
    public init(
      upstream: Upstream,
      dueTime: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(downstream: subscriber, configuration: self))
    }
  }
}

extension Publishers.Debounce {
  /// Keeps the latest value and a generation count; a timer delivers only its own generation.
  fileprivate final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    // Every mutable property lives in `state` or in `link`'s `Locked` value.
    private let link: TimingLink<Downstream>
    // What the timers need, not the publisher: as in Combine, the subscription does not hold
    // its upstream (a subject holding this subscriber would otherwise hold itself).
    private let scheduler: Context
    private let dueTime: Context.SchedulerTimeType.Stride
    private let options: Context.SchedulerOptions?
    private let state = Locked(State())

    private struct State {
      var demand = Subscribers.Demand.none
      var generation = 0
      var pending: Output?
      /// The timer of the latest value, until it fires or a newer value replaces it.
      var timer: (any Cancellable)?
      /// The latest generation whose timer has fired.
      var fired = 0
    }

    init(downstream: Downstream, configuration: Publishers.Debounce<Upstream, Context>) {
      link = TimingLink(downstream)
      scheduler = configuration.scheduler
      dueTime = configuration.dueTime
      options = configuration.options
    }

    var description: String { "Debounce" }

    func receive(subscription: any Subscription) {
      guard link.attach(subscription) else { return subscription.cancel() }
      link.deliver(subscription: self)
      subscription.request(.unlimited)
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
      guard let downstream = link.activeDownstream else { return .none }
      let generation = state.withLock { state in
        state.generation += 1
        state.pending = input
        return state.generation
      }
      // Combine's timer: a repeating one, cancelled when it fires or when a newer value replaces
      // it; it keeps this subscription and its downstream alive until then, even through a
      // cancel (a scheduler may run a cancelled action's turn before letting it go).
      let timer = scheduler.schedule(
        after: scheduler.now.advanced(by: dueTime),
        interval: dueTime,
        tolerance: scheduler.minimumTolerance,
        options: options
      ) { withExtendedLifetime(downstream) { self.due(generation) } }
      let stale = state.withLock { state -> (any Cancellable)? in
        guard state.generation == generation, state.fired != generation else { return timer }
        defer { state.timer = timer }
        return state.timer
      }
      stale?.cancel()
      return .none
    }

    private func due(_ generation: Int) {
      let (value, timer) = state.withLock { state -> (Output?, (any Cancellable)?) in
        guard state.generation == generation, state.fired != generation else { return (nil, nil) }
        state.fired = generation
        defer { state.timer = nil }
        let value = state.pending
        state.pending = nil
        guard state.demand > 0 else { return (nil, state.timer) }
        state.demand -= 1
        return (value, state.timer)
      }
      timer?.cancel()
      guard let value else { return }
      link.deliver(value) { [state] demand in
        // The demand goes to the state alone: no reference to this subscription is kept.
        state.withLock { $0.demand += demand }
      }
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
      // Once scheduled, the completion is delivered even if the downstream cancels meanwhile,
      // as in Combine.
      guard link.upstreamCompleting() else { return }
      let timer = state.withLock { state in
        state.pending = nil
        defer { state.timer = nil }
        return state.timer
      }
      timer?.cancel()
      // Combine schedules the completion without the operator's options.
      scheduler.schedule(options: nil) {
        self.link.deliver(completion: completion)
      }
    }

    func request(_ demand: Subscribers.Demand) {
      demand.assertPositive(in: "Publishers.Debounce subscription request(_:)")
      state.withLock { $0.demand += demand }
    }

    func cancel() {
      let timer = state.withLock { state in
        state.pending = nil
        defer { state.timer = nil }
        return state.timer
      }
      timer?.cancel()
      link.cancel()?.cancel()
    }
  }
}

extension Publishers.Debounce.Inner: CombineReflecting {
  /// Combine's children: the downstream, its outstanding demand and the value waiting.
  var reflectedChildren: [Mirror.Child] {
    let (demand, pending) = state.withLock { ($0.demand, $0.pending) }
    return [
      ("downstream", reflected(link.downstream)), ("downstreamDemand", demand),
      ("currentValue", reflected(pending)),
    ]
  }
}
