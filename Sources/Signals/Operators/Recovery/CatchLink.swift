/// The subscription behind `catch` and `tryCatch`, with Combine's states: attached to the
/// upstream ("pre"), waiting for the replacement's subscription, attached to the replacement
/// ("post"), or ended.
///
/// The downstream receives this subscription when the upstream's arrives. Before recovering it
/// counts the downstream's demand, to ask the replacement for what is still outstanding; a
/// value the downstream did not ask for traps, as in Combine. A cancel before the upstream's
/// subscription, or while the replacement's is awaited, is ignored, as Combine ignores it. After
/// the end (a completion, a failure of the handler, a cancel) it still forwards values, of the
/// upstream or of the replacement, but no completion, as Combine's does; unlike Combine's, it then
/// holds the downstream only weakly, so only a downstream alive elsewhere receives them.
final class CatchLink<UpstreamFailure: Error, Replacement: Publisher, Downstream: Subscriber>:
  Subscription, CombineReflecting, @unchecked Sendable
where Replacement.Output == Downstream.Input {
  typealias Output = Downstream.Input

  private enum Phase {
    case awaitingPre
    case pre(any Subscription)
    case awaitingPost
    case post(any Subscription)
    case ended
  }

  // Every mutable property lives in `state`; calls out happen after releasing it.
  private struct State {
    var phase = Phase.awaitingPre
    var demand = Subscribers.Demand.none
    var downstream: DownstreamHold<Downstream>

    /// Ends the link and returns the downstream to tell (held weakly from now on).
    mutating func end() -> Downstream? {
      phase = .ended
      return downstream.weaken()
    }
  }

  private let state: Locked<State>
  private let recover: (UpstreamFailure) -> Result<Replacement, Downstream.Failure>
  private let mapFailure: (Replacement.Failure) -> Downstream.Failure
  let description: String

  init(
    _ downstream: Downstream,
    name: String,
    recover: @escaping (UpstreamFailure) -> Result<Replacement, Downstream.Failure>,
    mapFailure: @escaping (Replacement.Failure) -> Downstream.Failure
  ) {
    state = Locked(State(downstream: DownstreamHold(downstream)))
    self.recover = recover
    self.mapFailure = mapFailure
    description = name
  }

  var reflectedChildren: [Mirror.Child] {
    let (downstream, demand) = state.withLock { ($0.downstream.current, $0.demand) }
    return [("downstream", reflected(downstream)), ("demand", demand)]
  }

  // MARK: The upstream

  func receivePre(subscription: any Subscription) {
    let downstream = state.withLock { state -> Downstream? in
      guard case .awaitingPre = state.phase else { return nil }
      state.phase = .pre(subscription)
      return state.downstream.current
    }
    guard let downstream else { return subscription.cancel() }
    downstream.receive(subscription: self)
  }

  func receivePre(_ input: Output) -> Subscribers.Demand {
    let (downstream, ended) = state.withLock { state -> (Downstream?, Bool) in
      guard let downstream = state.downstream.current else { return (nil, true) }
      if case .ended = state.phase { return (downstream, true) }
      precondition(state.demand > 0, "\(description) received a value it did not ask for")
      state.demand -= 1
      return (downstream, false)
    }
    guard let downstream else { return .none }
    let more = downstream.receive(input)
    if !ended { state.withLock { $0.demand += more } }
    return more
  }

  func receivePre(completion: Subscribers.Completion<UpstreamFailure>) {
    let (phase, downstream) = state.withLock { state -> (Phase, Downstream?) in
      let phase = state.phase
      guard case .pre = phase else { return (phase, nil) }
      if case .finished = completion { return (phase, state.end()) }
      state.phase = .awaitingPost
      return (phase, state.downstream.current)
    }
    switch phase {
    case .pre: break
    case .ended: return
    case .awaitingPre, .awaitingPost, .post:
      guard case .failure = completion else { return }
      preconditionFailure("\(description) received a failure before its subscription or twice")
    }
    switch completion {
    case .finished:
      downstream?.receive(completion: .finished)
    case .failure(let error):
      switch recover(error) {
      case .success(let replacement): replacement.subscribe(CatchPost(link: self))
      case .failure(let thrown):
        state.withLock { $0.end() }?.receive(completion: .failure(thrown))
      }
    }
  }

  // MARK: The replacement

  func receivePost(subscription: any Subscription) {
    let demand = state.withLock { state -> Subscribers.Demand? in
      guard case .awaitingPost = state.phase else { return nil }
      state.phase = .post(subscription)
      return state.demand
    }
    guard let demand else { return subscription.cancel() }
    if demand > 0 { subscription.request(demand) }
  }

  func receivePost(_ input: Output) -> Subscribers.Demand {
    state.withLock { $0.downstream.current }?.receive(input) ?? .none
  }

  func receivePost(completion: Subscribers.Completion<Replacement.Failure>) {
    let downstream = state.withLock { state -> Downstream? in
      guard case .post = state.phase else { return nil }
      return state.end()
    }
    downstream?.receive(completion: completion.mapError(mapFailure))
  }

  // MARK: The downstream

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(description) subscription request(_:)")
    let target = state.withLock { state -> (any Subscription)? in
      switch state.phase {
      case .awaitingPre:
        preconditionFailure("\(description) was asked for values before its subscription")
      case .pre(let subscription):
        state.demand += demand
        return subscription
      case .awaitingPost:
        state.demand += demand
        return nil
      case .post(let subscription):
        return subscription
      case .ended:
        return nil
      }
    }
    target?.request(demand)
  }

  func cancel() {
    let (attached, downstream) = state.withLock { state -> ((any Subscription)?, Downstream?) in
      switch state.phase {
      case .pre(let subscription), .post(let subscription):
        return (subscription, state.end())
      case .awaitingPre, .awaitingPost, .ended:
        return (nil, nil)
      }
    }
    withExtendedLifetime(downstream) { attached?.cancel() }
  }
}

/// The upstream's side of a ``CatchLink``; it shares the link's identity, as Combine's does.
struct CatchPre<UpstreamFailure: Error, Replacement: Publisher, Downstream: Subscriber>:
  Subscriber, CombineReflecting
where Replacement.Output == Downstream.Input {
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure

  let link: CatchLink<UpstreamFailure, Replacement, Downstream>

  var combineIdentifier: CombineIdentifier { link.combineIdentifier }
  var description: String { link.description }
  var reflectedChildren: [Mirror.Child] { link.reflectedChildren }

  func receive(subscription: any Subscription) { link.receivePre(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { link.receivePre(input) }
  func receive(completion: Subscribers.Completion<Failure>) {
    link.receivePre(completion: completion)
  }
}

/// The replacement's side of a ``CatchLink``.
struct CatchPost<UpstreamFailure: Error, Replacement: Publisher, Downstream: Subscriber>:
  Subscriber, CombineReflecting
where Replacement.Output == Downstream.Input {
  typealias Input = Replacement.Output
  typealias Failure = Replacement.Failure

  let link: CatchLink<UpstreamFailure, Replacement, Downstream>

  var combineIdentifier: CombineIdentifier { link.combineIdentifier }
  var description: String { link.description }
  var reflectedChildren: [Mirror.Child] { link.reflectedChildren }

  func receive(subscription: any Subscription) { link.receivePost(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { link.receivePost(input) }
  func receive(completion: Subscribers.Completion<Failure>) {
    link.receivePost(completion: completion)
  }
}
