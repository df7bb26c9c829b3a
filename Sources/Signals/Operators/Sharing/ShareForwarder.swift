/// Stands between a multicast's subject and one of its subscribers, as Combine's does: named
/// `"Multicast"`, it hands itself to the downstream as its subscription.
///
/// It takes the subject's first subscription only (a later one is cancelled). The demand the
/// downstream returns for a value is asked of the subject's subscription with a request (the
/// subject is answered `.none`). After the completion or a cancel it forwards nothing and
/// releases the downstream; a cancel before the subject's subscription does nothing.
final class ShareForwarder<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  // Every mutable property lives in `state`; calls out happen after releasing it.
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let state: Locked<State>

  private struct State {
    var upstream: SubscriptionStatus = .awaiting
    var downstream: Downstream?

    /// The subject's subscription and the downstream, while linked.
    var link: (any Subscription, Downstream)? {
      guard let subscription = upstream.active, let downstream else { return nil }
      return (subscription, downstream)
    }

    /// Ends the link; returns the downstream so it is released after the lock.
    mutating func end() -> Downstream? {
      defer { (upstream, downstream) = (.terminal, nil) }
      return downstream
    }
  }

  init(_ downstream: Downstream) {
    state = Locked(State(downstream: downstream))
  }

  var description: String { "Multicast" }

  func receive(subscription: any Subscription) {
    let downstream = state.withLock { state in
      state.upstream.accept(subscription) ? state.downstream : nil
    }
    guard let downstream else { return subscription.cancel() }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let (subscription, downstream) = state.withLock({ $0.link }) else { return .none }
    let more = downstream.receive(input)
    if more > 0 { subscription.request(more) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let downstream = state.withLock { state in state.link != nil ? state.end() : nil }
    downstream?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.link?.0 }?.request(demand)
  }

  func cancel() {
    let (subscription, downstream) = state.withLock { state -> ((any Subscription)?, Downstream?) in
      guard let (subscription, _) = state.link else { return (nil, nil) }
      return (subscription, state.end())
    }
    withExtendedLifetime(downstream) { subscription?.cancel() }
  }
}
