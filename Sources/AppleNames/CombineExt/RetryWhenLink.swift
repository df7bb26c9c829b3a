import Signals

/// The subscription behind `retryWhen`: it passes the current upstream's values on as the
/// downstream asks, sends the upstream's failures to the trigger, subscribes again at each
/// trigger value, and ends when the upstream finishes or the trigger completes.
///
/// As Combine's operators do, it lets go of its downstream once it ends (a completion or a
/// cancel), so a subscriber that keeps its subscription forms no cycle with it.
final class RetryWhenLink<Upstream: Publisher, Downstream: Subscriber>: Subscription,
  @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  // Every mutable property lives in `state`; calls out happen after releasing it.
  private let state: Locked<State>
  private let upstream: Upstream
  /// The upstream's failures, which feed the trigger.
  let failures = PassthroughSubject<Upstream.Failure, Never>()

  private struct State {
    var downstream: Downstream?
    var demand = Subscribers.Demand.none
    var attempt = 0
    var current: (any Subscription)?
    var trigger: AnyCancellable?
    var ended = false

    /// Ends the link once; hands back what is left to cancel and the downstream, or `nil` if it
    /// had ended.
    mutating func end() -> (
      current: (any Subscription)?, trigger: AnyCancellable?, downstream: Downstream?
    )? {
      guard !ended else { return nil }
      ended = true
      defer {
        current = nil
        trigger = nil
        downstream = nil
      }
      return (current, trigger, downstream)
    }
  }

  init(upstream: Upstream, downstream: Downstream) {
    self.upstream = upstream
    state = Locked(State(downstream: downstream))
  }

  /// Subscribes to the trigger, then to the upstream for the first time.
  func start<RetryTrigger: Publisher>(trigger: RetryTrigger) {
    let cancellable = trigger.sink(
      receiveCompletion: { [weak self] completion in
        switch completion {
        case .finished: self?.finish(.finished)
        case .failure(let error):
          // As in CombineExt, a trigger failure of another type ends nothing.
          if let error = error as? Upstream.Failure { self?.finish(.failure(error)) }
        }
      },
      receiveValue: { [weak self] _ in self?.subscribeUpstream() }
    )
    let kept = state.withLock { state in
      if !state.ended { state.trigger = cancellable }
      return !state.ended
    }
    if kept { subscribeUpstream() } else { cancellable.cancel() }
  }

  func request(_ demand: Subscribers.Demand) {
    let current = state.withLock { state -> (any Subscription)? in
      state.demand += demand
      return state.current
    }
    current?.request(demand)
  }

  func cancel() {
    let left = state.withLock { $0.end() }
    left?.current?.cancel()
    left?.trigger?.cancel()
  }

  private func subscribeUpstream() {
    let attempt = state.withLock { state -> Int? in
      guard !state.ended else { return nil }
      state.attempt += 1
      state.current = nil
      return state.attempt
    }
    guard let attempt else { return }
    upstream.subscribe(Attempt(link: self, number: attempt))
  }

  private func finish(_ completion: Subscribers.Completion<Upstream.Failure>) {
    guard let left = state.withLock({ $0.end() }) else { return }
    left.current?.cancel()
    left.trigger?.cancel()
    left.downstream?.receive(completion: completion)
  }

  private func attached(_ subscription: any Subscription, attempt: Int) {
    let demand = state.withLock { state -> Subscribers.Demand? in
      guard !state.ended, state.attempt == attempt else { return nil }
      state.current = subscription
      return state.demand
    }
    guard let demand else { return subscription.cancel() }
    if demand > .none { subscription.request(demand) }
  }

  private func received(_ value: Upstream.Output, attempt: Int) -> Subscribers.Demand {
    let downstream = state.withLock { state -> Downstream? in
      guard !state.ended, state.attempt == attempt else { return nil }
      if state.demand != .unlimited { state.demand -= 1 }
      return state.downstream
    }
    guard let downstream else { return .none }
    let more = downstream.receive(value)
    state.withLock { $0.demand += more }
    return more
  }

  private func completed(_ completion: Subscribers.Completion<Upstream.Failure>, attempt: Int) {
    switch completion {
    case .finished:
      let current = state.withLock { !$0.ended && $0.attempt == attempt }
      if current { finish(.finished) }
    case .failure(let error):
      let current = state.withLock { state in
        guard !state.ended, state.attempt == attempt else { return false }
        state.current = nil
        return true
      }
      if current { failures.send(error) }
    }
  }

  /// The subscriber of one subscription to the upstream.
  private struct Attempt: Subscriber {
    let link: RetryWhenLink
    let number: Int
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: any Subscription) {
      link.attached(subscription, attempt: number)
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
      link.received(input, attempt: number)
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
      link.completed(completion, attempt: number)
    }
  }
}
