extension Publisher {
  /// Subscribes to the upstream, and sends it requests and cancellation, on `scheduler`.
  ///
  /// Values and the completion pass through on whatever thread the upstream sends them; use
  /// ``Publisher/receive(on:options:)`` to move deliveries. The downstream receives its
  /// subscription on the scheduler, once the upstream has attached. A cancel stops deliveries
  /// at once; the upstream is cancelled on the scheduler.
  ///
  /// ```swift
  /// let cancellable = expensivePublisher
  ///   .subscribe(on: DispatchQueue.global())
  ///   .receive(on: DispatchQueue.main)
  ///   .sink { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler to subscribe, request and cancel on.
  ///   - options: Scheduler options for those actions.
  /// - Returns: A publisher that subscribes on `scheduler`.
  public func subscribe<S: Scheduler>(
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.SubscribeOn<Self, S> {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that subscribes to its upstream, and requests and cancels, on a scheduler.
  ///
  /// ```swift
  /// let publisher = Publishers.SubscribeOn(upstream: source, scheduler: queue, options: nil)
  /// ```
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher to subscribe to on the scheduler.
    public let upstream: Upstream
    /// The scheduler to subscribe, request and cancel on.
    public let scheduler: Context
    /// Scheduler options for those actions.
    public let options: Context.SchedulerOptions?

    /// Creates the publisher; ``Publisher/subscribe(on:options:)`` is the usual way.
    ///
    /// - Parameters:
    ///   - upstream: The publisher to subscribe to on the scheduler.
    ///   - scheduler: The scheduler to subscribe, request and cancel on.
    ///   - options: Scheduler options for those actions.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = Inner(downstream: subscriber, scheduler: scheduler, options: options)
      let upstream = upstream
      scheduler.schedule(options: options) { upstream.subscribe(inner) }
    }
  }
}

extension Publishers.SubscribeOn {
  /// Passes values straight through and sends requests and cancellation via the scheduler.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    // Every mutable property lives in `state`; nothing is called while it is held.
    private let state: Locked<State>
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    private struct State {
      var upstream: SubscriptionStatus = .awaiting
      var downstream: Downstream?
    }

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
      state = Locked(State(downstream: downstream))
      self.scheduler = scheduler
      self.options = options
    }

    var description: String { "SubscribeOn" }

    func receive(subscription: any Subscription) {
      let downstream = state.withLock { state in
        state.upstream.accept(subscription) ? state.downstream : nil
      }
      guard let downstream else { return subscription.cancel() }
      downstream.receive(subscription: self)
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
      state.withLock { $0.downstream }?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
      let downstream = state.withLock { state in
        defer { state = State(upstream: .terminal) }
        return state.downstream
      }
      downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
      demand.assertPositive(in: "Publishers.SubscribeOn subscription request(_:)")
      guard let upstream = state.withLock({ $0.upstream.active }) else { return }
      scheduler.schedule(options: options) { upstream.request(demand) }
    }

    func cancel() {
      let (upstream, downstream) = state.withLock { state in
        defer { state = State(upstream: .terminal) }
        return (state.upstream.active, state.downstream)
      }
      _ = downstream  // Released here, outside the lock.
      guard let upstream else { return }
      scheduler.schedule(options: options) { upstream.cancel() }
    }
  }
}
