extension Publisher {
  /// Subscribes to the upstream, and sends it requests and cancellation, on `scheduler`.
  ///
  /// Values and the completion pass through on whatever thread the upstream sends them; use
  /// ``Publisher/receive(on:options:)`` to move deliveries. The downstream receives its
  /// subscription on the scheduler, once the upstream has attached. A cancel stops deliveries
  /// at once; the upstream is cancelled on the scheduler. As in Combine, a request or cancel
  /// waiting on the scheduler keeps the subscriber alive until it has run.
  ///
  /// As in Combine, the upstream receives one request or cancel at a time, and a request made
  /// from inside the upstream's own `request(_:)` (a subscriber that asks for more while an
  /// upstream delivers synchronously, on a scheduler that runs actions at once) stops the
  /// program. Unlike Combine, a request from another thread meanwhile does not block: it is made
  /// when the running one returns.
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
  fileprivate final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    // All mutable state lives in `link`'s `Locked` value.
    private let link: TimingLink<Downstream>
    private let gate = UpstreamCallGate()
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
      link = TimingLink(downstream)
      self.scheduler = scheduler
      self.options = options
    }

    var description: String { "SubscribeOn" }

    func receive(subscription: any Subscription) {
      guard link.attach(subscription) else { return subscription.cancel() }
      link.deliver(subscription: self)
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
      // Only while subscribed: Combine's drops a value or a completion before the subscription.
      guard link.isActive else { return .none }
      return link.downstream?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
      guard link.isActive else { return }
      link.finish()?.receive(completion: completion)
    }

    // As in Combine, a scheduled request or cancel keeps the downstream alive until it has run.

    func request(_ demand: Subscribers.Demand) {
      guard let (upstream, downstream) = link.activeEnds else { return }
      let gate = gate
      scheduler.schedule(options: options) {
        withExtendedLifetime(downstream) { gate.run(.request(upstream, demand)) }
      }
    }

    func cancel() {
      let (upstream, downstream) = link.detachEnds()
      guard let upstream else { return }
      let gate = gate
      scheduler.schedule(options: options) {
        withExtendedLifetime(downstream) { gate.run(.cancel(upstream)) }
      }
    }
  }
}

extension Publishers.SubscribeOn.Inner: CombineReflecting {
  /// No children, as in Combine.
  var reflectedChildren: [Mirror.Child] { [] }
}
