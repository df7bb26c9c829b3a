/// Both ends of a timing operator: the upstream subscription and the downstream subscriber.
///
/// Values and the completion reach the downstream through a ``DeliveryQueue``, so a scheduler
/// that runs actions on several threads never makes the downstream receive two of them at once.
/// The subscription is handed over directly, on the subscribing thread: were it queued, a value
/// scheduled meanwhile would be delivered by the subscribing thread instead of the scheduler's.
/// After
/// the downstream's completion or a cancel the downstream is released, and deliveries still
/// waiting on a scheduler find nothing to deliver to.
final class TimingLink<Downstream: Subscriber>: @unchecked Sendable {
  // Every mutable property lives in `ends`; the downstream is called outside the lock.
  private let ends: Locked<Ends>
  private let queue = DeliveryQueue<Event>()

  private struct Ends {
    var upstream: SubscriptionStatus = .awaiting
    var downstream: Downstream?
  }

  private enum Event {
    case value(Downstream.Input, (Subscribers.Demand) -> Void)
    case completion(Subscribers.Completion<Downstream.Failure>)
  }

  init(_ downstream: Downstream) {
    ends = Locked(Ends(downstream: downstream))
  }

  /// Takes the upstream subscription; `false` when it must be cancelled instead.
  func attach(_ subscription: any Subscription) -> Bool {
    ends.withLock { $0.upstream.accept(subscription) }
  }

  /// Whether the upstream is attached and has not ended.
  var isActive: Bool { ends.withLock { $0.upstream.active != nil } }

  /// The upstream subscription while it is attached and has not ended.
  var upstream: (any Subscription)? { ends.withLock { $0.upstream.active } }

  /// The downstream, for operators that call it directly on the upstream's thread; `nil` after
  /// the end.
  var downstream: Downstream? { ends.withLock { $0.downstream } }

  /// Ends the link because the upstream completed, and returns the downstream to tell.
  func finish() -> Downstream? {
    ends.withLock { ends in
      defer { ends = Ends(upstream: .terminal, downstream: nil) }
      return ends.downstream
    }
  }

  /// Asks the upstream for more values, unless it has ended or was cancelled.
  func requestUpstream(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    upstream?.request(demand)
  }

  /// Passes a downstream's request on as it is, `.none` included, as Combine does.
  func forwardRequest(_ demand: Subscribers.Demand) {
    upstream?.request(demand)
  }

  /// Records that the upstream ended (it completed, or the operator cut it off) and returns its
  /// subscription; `nil` if it had already ended or was cancelled.
  func detachUpstream() -> (any Subscription)? {
    ends.withLock { ends in
      defer { ends.upstream = .terminal }
      return ends.upstream.active
    }
  }

  /// Records that the upstream completed; `false` if it had already ended or was cancelled.
  func upstreamEnded() -> Bool {
    detachUpstream() != nil
  }

  /// Ends the link: releases the downstream and returns the upstream subscription to cancel.
  ///
  /// A cancel before the upstream's subscription is ignored, as most of Combine's timing
  /// operators ignore it: the subscription, when it comes, is handed on as if nothing had
  /// happened. With `final` (`throttle`), it ends the link and the late subscription is
  /// cancelled.
  func cancel(final: Bool = false) -> (any Subscription)? {
    let (upstream, downstream) = ends.withLock { ends -> ((any Subscription)?, Downstream?) in
      if !final, ends.upstream.isAwaiting { return (nil, nil) }
      defer { ends = Ends(upstream: .terminal, downstream: nil) }
      return (ends.upstream.active, ends.downstream)
    }
    _ = downstream  // Released here, outside the lock.
    return upstream
  }

  /// Hands the downstream its subscription.
  func deliver(subscription: any Subscription) {
    downstream?.receive(subscription: subscription)
  }

  /// Delivers a value, then passes the downstream's extra demand to `demand`.
  func deliver(_ value: Downstream.Input, demand: @escaping (Subscribers.Demand) -> Void) {
    queue.submit(.value(value, demand), process)
  }

  /// Delivers the completion and releases the downstream.
  func deliver(completion: Subscribers.Completion<Downstream.Failure>) {
    queue.submit(.completion(completion), process)
  }

  private func process(_ event: Event) {
    switch event {
    case .value(let value, let demand):
      guard let downstream else { return }
      demand(downstream.receive(value))
    case .completion(let completion):
      finish()?.receive(completion: completion)
    }
  }
}
