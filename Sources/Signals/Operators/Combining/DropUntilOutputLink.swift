/// The subscription behind `drop(untilOutputFrom:)`, shaped as Combine's: the downstream receives
/// it first, then the other publisher and the upstream are subscribed to, in that order.
///
/// Values before the trigger use up the demand asked for (a value beyond it traps, as in
/// Combine). The other publisher is asked for one value; when it completes first, the upstream
/// is cancelled and the downstream ends with that completion. A cancel is final: a later
/// upstream subscription is cancelled and a later completion goes no further. A completion is
/// not: as Combine's, the link still takes an upstream subscription (asking it for the demand
/// kept), and forwards every later completion, and the values once triggered; unlike Combine's,
/// it then holds the downstream only weakly, so only a downstream alive elsewhere receives them
/// (DESIGN §3).
final class DropUntilOutputLink<Other: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CombineReflecting, @unchecked Sendable
where Other.Failure == Downstream.Failure {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct State {
    var downstream: DownstreamHold<Downstream>
    var upstream: (any Subscription)?
    var other: (any Subscription)?
    var pending = Subscribers.Demand.none
    var triggered = false
    var cancelled = false

    /// The downstream to tell of a completion; from now on it is held weakly.
    mutating func end() -> Downstream? {
      defer { _ = downstream.weaken() }
      return downstream.current
    }
  }

  // Every mutable property lives in `state`; nothing is called under the lock.
  private let state: Locked<State>

  init(_ downstream: Downstream) {
    state = Locked(State(downstream: DownstreamHold(downstream)))
  }

  var description: String { "DropUntilOutput" }
  var reflectedChildren: [Mirror.Child] { [] }

  func receive(subscription: any Subscription) {
    let pending = state.withLock { state -> Subscribers.Demand? in
      guard state.upstream == nil, !state.cancelled else { return nil }
      state.upstream = subscription
      return state.pending
    }
    guard let pending else { return subscription.cancel() }
    if pending > 0 { subscription.request(pending) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let downstream = state.withLock { state -> Downstream? in
      guard state.triggered else {
        precondition(state.pending > 0, "DropUntilOutput received a value it did not ask for")
        state.pending -= 1
        return nil
      }
      return state.downstream.current
    }
    return downstream?.receive(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    // After a cancel, as in Combine, a completion goes no further.
    state.withLock { state in
      state.upstream = nil
      return state.cancelled ? nil : state.end()
    }?
    .receive(completion: completion)
  }

  func receiveOther(subscription: any Subscription) {
    let accepted = state.withLock { state -> Bool in
      guard state.other == nil else { return false }
      state.other = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    subscription.request(.max(1))
  }

  func receiveOther() {
    state.withLock { state in
      state.triggered = true
      state.other = nil
    }
  }

  func receiveOther(completion: Subscribers.Completion<Failure>) {
    let (upstream, downstream) = state.withLock { state in
      state.other = nil
      guard !state.triggered else {
        return ((any Subscription)?.none, Downstream?.none)
      }
      defer { state.upstream = nil }
      return (state.upstream, state.end())
    }
    upstream?.cancel()
    downstream?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    let upstream = state.withLock { state in
      state.pending += demand
      return state.upstream
    }
    // A request for nothing is accepted and goes no further.
    if demand > 0 { upstream?.request(demand) }
  }

  func cancel() {
    let (upstream, other, downstream) = state.withLock { state in
      state.cancelled = true
      defer { (state.upstream, state.other) = (nil, nil) }
      return (state.upstream, state.other, state.downstream.weaken())
    }
    withExtendedLifetime(downstream) {
      upstream?.cancel()
      other?.cancel()
    }
  }
}

/// The other publisher's side of a ``DropUntilOutputLink``, with the link's identity.
struct DropUntilOutputTrigger<Other: Publisher, Downstream: Subscriber>: Subscriber,
  CombineReflecting
where Other.Failure == Downstream.Failure {
  typealias Input = Other.Output
  typealias Failure = Other.Failure

  let link: DropUntilOutputLink<Other, Downstream>

  var combineIdentifier: CombineIdentifier { link.combineIdentifier }
  var description: String { link.description }
  var reflectedChildren: [Mirror.Child] { [] }

  func receive(subscription: any Subscription) { link.receiveOther(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand {
    link.receiveOther()
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) {
    link.receiveOther(completion: completion)
  }
}
