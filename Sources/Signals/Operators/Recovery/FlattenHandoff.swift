/// The engine behind `catch`, `tryCatch` and `retry`: it is subscribed to one publisher at a
/// time and, when that one fails, hands the downstream's outstanding demand over to the next.
///
/// Values come from one upstream at a time (the contract of a publisher), so they are passed
/// straight on, outside the lock; a stage's `onFailure` decides whether the downstream fails or
/// another publisher takes over.
final class FlattenHandoff<Output, Failure: Error>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  /// What a failure of the current publisher leads to.
  enum Step {
    /// The downstream fails with this error.
    case fail(Failure)
    /// `attach` is called again by this closure, with the next publisher.
    case next(() -> Void)
  }

  // Every mutable property lives in `state`; calls out happen after releasing it.
  private let state: Locked<State>
  let description: String

  private struct State {
    var downstream: AnySubscriber<Output, Failure>?
    var current: SubscriptionStatus = .awaiting
    var stage = 0
    var demand = Subscribers.Demand.none
    var failures = 0
  }

  init(_ downstream: AnySubscriber<Output, Failure>, name: String) {
    state = Locked(State(downstream: downstream))
    description = name
  }

  /// Counts a failure of the current publisher and returns how many there were so far.
  func countFailure() -> Int {
    state.withLock { state in
      state.failures += 1
      return state.failures
    }
  }

  /// Subscribes to `publisher` as the current stage; `onFailure` runs outside the lock.
  func attach<P: Publisher>(_ publisher: P, onFailure: @escaping (P.Failure) -> Step)
  where P.Output == Output {
    let stage = state.withLock { state -> Int? in
      guard state.downstream != nil else { return nil }
      state.stage += 1
      state.current = .awaiting
      return state.stage
    }
    guard let stage else { return }
    publisher.subscribe(FlattenHandoffSide(handoff: self, stage: stage, onFailure: onFailure))
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(description) subscription request(_:)")
    let current = state.withLock { state -> (any Subscription)? in
      guard state.downstream != nil else { return nil }
      state.demand += demand
      return state.current.active
    }
    current?.request(demand)
  }

  func cancel() {
    let (current, downstream) = state.withLock { state in
      defer { state = State(current: .terminal) }
      return (state.current.active, state.downstream)
    }
    current?.cancel()
    withExtendedLifetime(downstream) {}
  }

  fileprivate func receive(subscription: any Subscription, stage: Int) {
    let demand = state.withLock { state -> Subscribers.Demand? in
      guard state.stage == stage, state.current.accept(subscription) else { return nil }
      return state.demand
    }
    guard let demand else { return subscription.cancel() }
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func receive(_ value: Output, stage: Int) -> Subscribers.Demand {
    let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
      guard state.stage == stage, state.demand > 0 else { return nil }
      state.demand -= 1
      return state.downstream
    }
    guard let downstream else { return .none }
    let more = downstream.receive(value)
    state.withLock { state in
      if state.stage == stage { state.demand += more }
    }
    return more
  }

  /// Ends the current stage; returns whether it was current (a stale stage is ignored).
  fileprivate func endStage(_ stage: Int) -> Bool {
    state.withLock { state in
      guard state.stage == stage, state.downstream != nil else { return false }
      state.current = .terminal
      return true
    }
  }

  fileprivate func complete(_ completion: Subscribers.Completion<Failure>) {
    let downstream = state.withLock { state in
      defer { state = State(current: .terminal) }
      return state.downstream
    }
    downstream?.receive(completion: completion)
  }
}

/// Feeds one stage of a ``FlattenHandoff``; a failure is turned into a ``FlattenHandoff/Step``.
private struct FlattenHandoffSide<Output, Failure: Error, UpstreamFailure: Error>: Subscriber,
  CombineReflecting
{
  typealias Input = Output

  let handoff: FlattenHandoff<Output, Failure>
  let stage: Int
  let onFailure: (UpstreamFailure) -> FlattenHandoff<Output, Failure>.Step
  let combineIdentifier = CombineIdentifier()

  var description: String { handoff.description }
  var reflectedChildren: [Mirror.Child] { handoff.reflectedChildren }

  func receive(subscription: any Subscription) {
    handoff.receive(subscription: subscription, stage: stage)
  }

  func receive(_ input: Output) -> Subscribers.Demand {
    handoff.receive(input, stage: stage)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard handoff.endStage(stage) else { return }
    switch completion {
    case .finished: handoff.complete(.finished)
    case .failure(let error):
      switch onFailure(error) {
      case .fail(let failure): handoff.complete(.failure(failure))
      case .next(let attachNext): attachNext()
      }
    }
  }
}

extension FlattenHandoff: CombineReflecting {
  /// Combine's children: none for `retry`; the downstream and its outstanding demand for
  /// `catch` and `tryCatch`.
  var reflectedChildren: [Mirror.Child] {
    guard description != "Retry" else { return [] }
    let (downstream, demand) = state.withLock { ($0.downstream, $0.demand) }
    return [("downstream", reflected(downstream)), ("demand", demand)]
  }
}
