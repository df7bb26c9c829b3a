/// The subscriber behind `retry(_:)`, shaped as Combine's: it subscribes itself to the upstream
/// again after each failure while chances remain, and is the downstream's subscription.
///
/// The downstream receives it with the first upstream subscription. It counts the downstream's
/// outstanding demand and asks each new upstream subscription for it; a value beyond it traps,
/// as in Combine, and the demand the downstream returns for a value is sent as a request. A
/// failure that arrives while the resubscription it causes is still running (a publisher that
/// fails at once) is retried after it returns, so retrying never recurses. Unlike Combine's, it
/// releases the downstream at the end.
final class RetryLink<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
  CombineReflecting, @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private struct State {
    var downstream: Downstream?
    var upstream: (any Subscription)?
    /// Retries left, or `nil` for no limit (a negative count never reaches zero, as in Combine).
    var remaining: Int?
    var downstreamSubscribed = false
    var demand = Subscribers.Demand.none
    var resubscribing = false
    var failedWhileResubscribing = false
  }

  // Every mutable property lives in `state`; nothing is called under the lock.
  private let state: Locked<State>
  private let upstreamPublisher: Upstream

  init(_ downstream: Downstream, upstream: Upstream, retries: Int?) {
    state = Locked(State(downstream: downstream, remaining: retries))
    upstreamPublisher = upstream
  }

  var description: String { "Retry" }
  var reflectedChildren: [Mirror.Child] { [] }

  func receive(subscription: any Subscription) {
    let accepted = state.withLock { state -> (Downstream?, Subscribers.Demand)? in
      guard state.downstream != nil, state.upstream == nil else { return nil }
      state.upstream = subscription
      defer { state.downstreamSubscribed = true }
      return (state.downstreamSubscribed ? nil : state.downstream, state.demand)
    }
    guard let (downstream, demand) = accepted else { return subscription.cancel() }
    downstream?.receive(subscription: self)
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let downstream = state.withLock { state -> Downstream? in
      guard let downstream = state.downstream else { return nil }
      precondition(state.demand > 0, "Retry received a value it did not ask for")
      state.demand -= 1
      return downstream
    }
    guard let more = downstream?.receive(input), more > 0 else { return .none }
    let upstream = state.withLock { state in
      state.demand += more
      return state.upstream
    }
    upstream?.request(more)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let next = state.withLock { state -> Next in
      guard state.downstream != nil else { return .ignore }
      guard case .failure = completion, state.remaining != 0 else {
        defer { (state.downstream, state.upstream) = (nil, nil) }
        return .end(state.downstream)
      }
      state.upstream = nil
      state.remaining = state.remaining.map { $0 - 1 }
      guard !state.resubscribing else {
        state.failedWhileResubscribing = true
        return .ignore
      }
      return .retry
    }
    switch next {
    case .ignore: return
    case .end(let downstream): downstream?.receive(completion: completion)
    case .retry: resubscribe()
    }
  }

  /// What a completion leads to.
  private enum Next {
    case ignore, retry
    case end(Downstream?)
  }

  /// Subscribes again, and again for each failure that came while doing so.
  private func resubscribe() {
    var again = true
    while again {
      state.withLock { state in
        state.resubscribing = true
        state.failedWhileResubscribing = false
      }
      upstreamPublisher.subscribe(self)
      again = state.withLock { state in
        state.resubscribing = false
        return state.failedWhileResubscribing
      }
    }
  }

  func request(_ demand: Subscribers.Demand) {
    let upstream = state.withLock { state -> (any Subscription)? in
      guard state.downstream != nil else { return nil }
      state.demand += demand
      return state.upstream
    }
    upstream?.request(demand)
  }

  func cancel() {
    let (upstream, downstream) = state.withLock { state in
      defer { (state.downstream, state.upstream) = (nil, nil) }
      return (state.upstream, state.downstream)
    }
    withExtendedLifetime(downstream) { upstream?.cancel() }
  }
}
