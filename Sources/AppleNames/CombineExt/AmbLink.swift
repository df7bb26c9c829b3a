import Signals

/// The subscription behind `amb`: asks both competitors for what the downstream asks for, and
/// once one sends (a value or a completion), cancels the other and mirrors the winner only.
///
/// As in CombineExt, both competitors are subscribed to before the downstream receives this
/// subscription, so what it requests from inside `receive(subscription:)` reaches them; a
/// competitor that completes before then has its completion delivered right after.
final class AmbLink<Output, Failure: Error>: Subscription, @unchecked Sendable {
  // Every mutable property lives in `state`; no subscriber is called under the lock.
  private let state: Locked<State>

  private struct State {
    var downstream: AnySubscriber<Output, Failure>?
    var sides: [SubscriptionStatus] = [.awaiting, .awaiting]
    var winner: Int?
    var demand = Subscribers.Demand.none
    /// Whether the downstream has been handed this subscription.
    var started = false
    var cancelled = false
    var pendingCompletion: Subscribers.Completion<Failure>?
  }

  init(_ downstream: AnySubscriber<Output, Failure>) {
    state = Locked(State(downstream: downstream))
  }

  func side(_ index: Int) -> AnySubscriber<Output, Failure> {
    AnySubscriber(
      receiveSubscription: { [self] in attach($0, index) },
      receiveValue: { [self] in receive($0, from: index) },
      receiveCompletion: { [self] in receive(completion: $0, from: index) }
    )
  }

  private func attach(_ subscription: any Subscription, _ index: Int) {
    let demand = state.withLock { state -> Subscribers.Demand? in
      guard state.downstream != nil, state.winner == nil || state.winner == index,
        state.sides[index].accept(subscription)
      else { return nil }
      return state.demand
    }
    guard let demand else { return subscription.cancel() }
    if demand > 0 { subscription.request(demand) }
  }

  /// Decides the race for `index` if undecided; returns the downstream if `index` is the winner
  /// and the loser's subscription to cancel.
  private func claim(
    _ index: Int,
    ending: Bool
  ) -> (
    AnySubscriber<Output, Failure>?, (any Subscription)?
  ) {
    state.withLock { state in
      guard let downstream = state.downstream else { return (nil, nil) }
      var loser: (any Subscription)?
      if state.winner == nil {
        state.winner = index
        loser = state.sides[1 - index].active
        state.sides[1 - index] = .terminal
      }
      guard state.winner == index else { return (nil, nil) }
      if ending {
        state.downstream = nil
        state.sides[index] = .terminal
      }
      return (downstream, loser)
    }
  }

  private func receive(_ value: Output, from index: Int) -> Subscribers.Demand {
    let (downstream, loser) = claim(index, ending: false)
    loser?.cancel()
    guard let downstream else { return .none }
    let more = downstream.receive(value)
    state.withLock { state in
      guard state.demand != .unlimited else { return }
      if state.demand > 0 { state.demand -= 1 }
      state.demand += more
    }
    return more
  }

  private func receive(completion: Subscribers.Completion<Failure>, from index: Int) {
    let (downstream, loser) = claim(index, ending: true)
    loser?.cancel()
    guard let downstream else { return }
    let now = state.withLock { state in
      if !state.started { state.pendingCompletion = completion }
      return state.started
    }
    if now { downstream.receive(completion: completion) }
  }

  /// Hands `downstream` this subscription, once both competitors are subscribed to, then any
  /// completion that came first.
  func start(_ downstream: AnySubscriber<Output, Failure>) {
    state.withLock { $0.started = true }
    downstream.receive(subscription: self)
    let pending = state.withLock { state in
      defer { state.pendingCompletion = nil }
      return state.cancelled ? nil : state.pendingCompletion
    }
    if let pending { downstream.receive(completion: pending) }
  }

  func request(_ demand: Subscribers.Demand) {
    let targets = state.withLock { state -> [any Subscription] in
      guard state.downstream != nil else { return [] }
      state.demand += demand
      if let winner = state.winner { return [state.sides[winner].active].compactMap { $0 } }
      return state.sides.compactMap(\.active)
    }
    for target in targets { target.request(demand) }
  }

  func cancel() {
    let attached = state.withLock { state in
      defer {
        state.downstream = nil
        state.sides = [.terminal, .terminal]
        state.cancelled = true
      }
      return state.sides.compactMap(\.active)
    }
    for subscription in attached { subscription.cancel() }
  }
}
