/// Both ends of a timing operator: the upstream subscription and the downstream subscriber.
///
/// Values and the completion reach the downstream through a ``DeliveryQueue``, so a scheduler
/// that runs actions on several threads never makes the downstream receive two of them at once.
/// The subscription is handed over directly, on the subscribing thread: were it queued, a value
/// scheduled meanwhile would be delivered by the subscribing thread instead of the scheduler's.
/// After
/// the downstream's completion or a cancel the downstream is released, and deliveries still
/// waiting on a scheduler find nothing to deliver to.
///
/// As in Combine, an action an operator schedules keeps its subscriber alive until it has run,
/// even through a cancel: the operator captures ``activeDownstream`` (or the ends a cancel hands
/// back) in the action. Nothing else keeps the downstream after the end.
final class TimingLink<Downstream: Subscriber>: @unchecked Sendable {
  // Every mutable property lives in `ends`; the downstream is called outside the lock.
  private let ends: Locked<Ends>
  private let queue = DeliveryQueue<Event>()

  private struct Ends {
    var upstream: SubscriptionStatus = .awaiting
    var downstream: Downstream?
    /// The upstream completed and its completion waits on the scheduler: a cancel changes
    /// nothing until it is delivered (``upstreamCompleting()``).
    var completing = false
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

  /// The downstream while the upstream is attached and has not ended, for an action to capture:
  /// `nil` once the upstream has ended or the link was cancelled.
  var activeDownstream: Downstream? {
    ends.withLock { $0.upstream.active != nil ? $0.downstream : nil }
  }

  /// Both ends while the upstream is attached and has not ended, read at once.
  var activeEnds: (upstream: any Subscription, downstream: Downstream)? {
    ends.withLock { ends in
      guard let upstream = ends.upstream.active, let downstream = ends.downstream else {
        return nil
      }
      return (upstream, downstream)
    }
  }

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

  /// Records that the upstream completed, its completion to be delivered later whatever happens.
  ///
  /// Until it is delivered, a cancel is ignored, as Combine's `receive(on:)`, `delay` and
  /// `debounce` ignore it. `false` if the upstream had already ended or was cancelled.
  func upstreamCompleting() -> Bool {
    ends.withLock { ends in
      defer { ends.upstream = .terminal }
      guard ends.upstream.active != nil else { return false }
      ends.completing = true
      return true
    }
  }

  /// Ends the link: releases the downstream and returns the upstream subscription to cancel.
  ///
  /// A cancel before the upstream's subscription is ignored, as most of Combine's timing
  /// operators ignore it: the subscription, when it comes, is handed on as if nothing had
  /// happened; so is a cancel while a completion waits (``upstreamCompleting()``). With `final`
  /// (`throttle`), it ends the link and the late subscription is cancelled.
  func cancel(final: Bool = false) -> (any Subscription)? {
    let (upstream, downstream) = detachEnds(final: final)
    _ = downstream  // Released here, outside the lock.
    return upstream
  }

  /// Ends the link as ``cancel(final:)`` does, but hands back the downstream too, for an action
  /// that must keep it alive until it has run.
  func detachEnds(final: Bool = false) -> ((any Subscription)?, Downstream?) {
    ends.withLock { ends -> ((any Subscription)?, Downstream?) in
      if !final, ends.upstream.isAwaiting || ends.completing { return (nil, nil) }
      defer { ends = Ends(upstream: .terminal, downstream: nil) }
      return (ends.upstream.active, ends.downstream)
    }
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
