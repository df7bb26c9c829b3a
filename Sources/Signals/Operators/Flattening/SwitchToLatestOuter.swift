/// `switchToLatest`'s subscription, which is also its subscriber to the upstream (as in Combine):
/// it subscribes to each inner publisher the upstream sends, cancelling the previous one, and
/// hands the newest inner the downstream's whole outstanding demand.
///
/// Combine's rules, kept here: a value from the current inner uses up one unit of demand (a
/// value nobody asked for traps) and the downstream's answer is the inner's; the upstream's
/// completion is passed on at once when no inner runs or is awaited; a failure of either side
/// cancels the other. After the end, values from the current inner still reach a downstream that
/// is alive elsewhere (``DownstreamHold``); after a cancel nothing does.
final class SwitchToLatestOuter<Inner: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CombineReflecting, @unchecked Sendable
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
  typealias Input = Inner
  typealias Failure = Inner.Failure

  // Every mutable property lives in `state`; `deliveries` orders the calls to the downstream.
  private let state: Locked<State>
  private let deliveries = DeliveryQueue<Event>()

  private struct State {
    var downstream: DownstreamHold<Downstream>
    var outer: (any Subscription)?
    var outerAttached = false
    var inner: (any Subscription)?
    var currentIndex = 0
    var nextIndex = 1
    var awaitingInner = false
    var cancelled = false
    var outerFinished = false
    var sentCompletion = false
    var demand = Subscribers.Demand.none
  }

  private enum Event {
    case value(Inner.Output)
    case completion(Subscribers.Completion<Failure>)
  }

  init(_ downstream: Downstream) {
    state = Locked(State(downstream: DownstreamHold(downstream)))
  }

  var description: String { "SwitchToLatest" }
  var reflectedChildren: [Mirror.Child] { [] }

  // MARK: Upstream

  func receive(subscription: any Subscription) {
    let accepted = state.withLock { state -> Bool in
      guard !state.outerAttached, !state.cancelled else { return false }
      state.outerAttached = true
      state.outer = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    subscription.request(.unlimited)
  }

  func receive(_ input: Inner) -> Subscribers.Demand {
    typealias Switch = (index: Int, previous: (any Subscription)?)
    let next = state.withLock { state -> Switch? in
      guard !state.cancelled, !state.outerFinished else { return nil }
      let previous = state.inner
      state.inner = nil
      state.currentIndex = state.nextIndex
      state.nextIndex += 1
      state.awaitingInner = true
      return (state.currentIndex, previous)
    }
    guard let next else { return .none }
    next.previous?.cancel()
    input.subscribe(SwitchToLatestSide(index: next.index, outer: self))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    typealias End = (send: Bool, inner: (any Subscription)?)
    let end = state.withLock { state -> End in
      state.outer = nil
      state.outerFinished = true
      guard !state.cancelled else { return (false, nil) }
      switch completion {
      case .finished:
        guard !state.awaitingInner, state.inner == nil else { return (false, nil) }
        state.sentCompletion = true
        return (true, nil)
      case .failure:
        defer { state.inner = nil }
        state.sentCompletion = true
        return (true, state.inner)
      }
    }
    end.inner?.cancel()
    if end.send { deliver(.completion(completion)) }
  }

  // MARK: Downstream

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "SwitchToLatest subscription request(_:)")
    let inner = state.withLock { state in
      state.demand += demand
      return state.inner
    }
    inner?.request(demand)
  }

  func cancel() {
    let (inner, outer, downstream) = state.withLock { state in
      state.cancelled = true
      defer {
        state.inner = nil
        state.outer = nil
      }
      return (state.inner, state.outer, state.downstream.release())
    }
    inner?.cancel()
    outer?.cancel()
    withExtendedLifetime(downstream) {}
  }

  // MARK: Inner publishers

  func receiveInner(subscription: any Subscription, index: Int) {
    let demand = state.withLock { state -> Subscribers.Demand? in
      guard state.currentIndex == index, !state.cancelled, state.inner == nil else { return nil }
      state.inner = subscription
      state.awaitingInner = false
      return state.demand
    }
    guard let demand else { return subscription.cancel() }
    if demand > 0 { subscription.request(demand) }
  }

  func receiveInner(_ value: Inner.Output, index: Int) -> Subscribers.Demand {
    let current = state.withLock { state -> Bool in
      guard state.currentIndex == index, !state.cancelled else { return false }
      precondition(
        state.demand > 0,
        "SwitchToLatest received a value from its inner publisher with no demand for it"
      )
      state.demand -= 1
      return true
    }
    guard current else { return .none }
    return deliver(.value(value))
  }

  func receiveInner(completion: Subscribers.Completion<Failure>, index: Int) {
    typealias End = (send: Bool, outer: (any Subscription)?)
    let end = state.withLock { state -> End in
      guard state.currentIndex == index, !state.cancelled else { return (false, nil) }
      precondition(
        !state.awaitingInner,
        "SwitchToLatest received a completion from an inner publisher before its subscription"
      )
      state.inner = nil
      guard !state.sentCompletion else { return (false, nil) }
      switch completion {
      case .finished:
        guard state.outerFinished else { return (false, nil) }
        state.sentCompletion = true
        return (true, nil)
      case .failure:
        state.cancelled = true
        state.sentCompletion = true
        defer { state.outer = nil }
        return (true, state.outer)
      }
    }
    end.outer?.cancel()
    if end.send { deliver(.completion(completion)) }
  }

  // MARK: Delivery

  /// Calls the downstream with `event` now, or after the call another thread is making; returns
  /// the demand the downstream answered when the call was made now.
  @discardableResult
  private func deliver(_ event: Event) -> Subscribers.Demand {
    var answer: Subscribers.Demand?
    deliveries.submit(event) { event in
      let more = call(event)
      if answer == nil {
        answer = more
      } else if more > 0 {
        // A value another thread queued: its answer becomes a request to the current inner.
        state.withLock { $0.inner }?.request(more)
      }
    }
    return answer ?? .none
  }

  private func call(_ event: Event) -> Subscribers.Demand {
    switch event {
    case .value(let value):
      guard let downstream = state.withLock({ $0.downstream.current }) else { return .none }
      let more = downstream.receive(value)
      if more > 0 { state.withLock { $0.demand += more } }
      return more
    case .completion(let completion):
      let downstream = state.withLock { state in
        (state.downstream.current, state.downstream.weaken())
      }
      downstream.0?.receive(completion: completion)
      return .none
    }
  }
}

/// Feeds one inner publisher of a ``SwitchToLatestOuter``, tagged with its place in the order.
struct SwitchToLatestSide<Inner: Publisher, Downstream: Subscriber>: Subscriber,
  CombineReflecting
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
  typealias Input = Inner.Output
  typealias Failure = Inner.Failure

  let index: Int
  let outer: SwitchToLatestOuter<Inner, Downstream>
  let combineIdentifier = CombineIdentifier()

  var description: String { "SwitchToLatest" }
  var reflectedChildren: [Mirror.Child] { [("parentSubscription", outer.combineIdentifier)] }

  func receive(subscription: any Subscription) {
    outer.receiveInner(subscription: subscription, index: index)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    outer.receiveInner(input, index: index)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    outer.receiveInner(completion: completion, index: index)
  }
}
