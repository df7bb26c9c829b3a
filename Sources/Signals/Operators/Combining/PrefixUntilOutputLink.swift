/// The subscriber behind `prefix(untilOutputFrom:)`, shaped as Combine's.
///
/// It subscribes to the other publisher as it is made, before the upstream, and asks it for
/// one value. It is the upstream's subscriber and the downstream's subscription: requests go
/// straight to the upstream. The other publisher's first value cancels the upstream and
/// finishes the downstream; its completion only stops listening to it. Unlike Combine's, it
/// releases the downstream at the end. As Combine's, it has no description and no mirror of its
/// own (its type name, which contains `PrefixUntilOutput`, describes it).
final class PrefixUntilOutputLink<Other: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct State {
    var downstream: Downstream?
    var upstream: SubscriptionStatus = .awaiting
    var other: SubscriptionStatus = .awaiting
    var triggered = false
  }

  // Every mutable property lives in `state`; nothing is called under the lock.
  private let state: Locked<State>

  init(_ downstream: Downstream, other: Other) {
    state = Locked(State(downstream: downstream))
    other.subscribe(PrefixUntilOutputTrigger(link: self))
  }

  func receive(subscription: any Subscription) {
    let downstream = state.withLock { state -> Downstream? in
      guard state.upstream.isAwaiting else { return nil }
      state.upstream = state.triggered ? .terminal : .subscribed(subscription)
      return state.downstream
    }
    guard let downstream else { return subscription.cancel() }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let downstream = state.withLock { $0.upstream.active == nil ? nil : $0.downstream }
    return downstream?.receive(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let (subscribed, other, downstream) = state.withLock { state in
      defer {
        (state.upstream, state.other) = (.terminal, .terminal)
        state.downstream = nil
      }
      return (state.upstream.active != nil, state.other.active, state.downstream)
    }
    other?.cancel()
    if subscribed { downstream?.receive(completion: completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.upstream.active }?.request(demand)
  }

  func cancel() {
    let (upstream, other, downstream) = state.withLock { state in
      defer {
        (state.upstream, state.other) = (.terminal, .terminal)
        state.downstream = nil
      }
      return (state.upstream.active, state.other.active, state.downstream)
    }
    withExtendedLifetime(downstream) {
      upstream?.cancel()
      other?.cancel()
    }
  }

  func receiveOther(subscription: any Subscription) {
    let accepted = state.withLock { $0.other.accept(subscription) }
    guard accepted else { return subscription.cancel() }
    subscription.request(.max(1))
  }

  func receiveOther() {
    let ended = state.withLock { state -> ((any Subscription)?, Downstream?)? in
      guard state.other.active != nil else { return nil }
      defer {
        (state.upstream, state.other) = (.terminal, .terminal)
        state.triggered = true
        state.downstream = nil
      }
      return (state.upstream.active, state.downstream)
    }
    guard let (upstream, downstream) = ended else { return }
    upstream?.cancel()
    downstream?.receive(completion: .finished)
  }

  func receiveOtherCompletion() {
    state.withLock { $0.other = .terminal }
  }
}

/// The other publisher's side of a ``PrefixUntilOutputLink``, with the link's identity.
struct PrefixUntilOutputTrigger<Other: Publisher, Downstream: Subscriber>: Subscriber {
  typealias Input = Other.Output
  typealias Failure = Other.Failure

  let link: PrefixUntilOutputLink<Other, Downstream>

  var combineIdentifier: CombineIdentifier { link.combineIdentifier }

  func receive(subscription: any Subscription) { link.receiveOther(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand {
    link.receiveOther()
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) {
    link.receiveOtherCompletion()
  }
}
