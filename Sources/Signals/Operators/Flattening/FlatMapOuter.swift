/// `flatMap`'s subscription, which is also its subscriber to the upstream (as in Combine).
///
/// Combine's demand rules, kept here: the upstream is asked for `maxPublishers` at first and for
/// one more publisher each time a child finishes; each child is asked for one value at a time (or
/// `.unlimited` once the downstream's demand is). A child's value is delivered when there is
/// demand (and the child is answered `.max(1)`), and buffered otherwise (answered `.none`); a
/// request delivers the buffered values in order and asks each one's child for one more. A
/// request the downstream makes while it receives a value only adds to the demand.
///
/// The downstream is released at a cancel, and held only weakly after the end
/// (``DownstreamHold``). A child's failure cancels the other children but not the upstream, which
/// stays subscribed (as in Combine) and is not cancelled by a later cancel either.
final class FlatMapOuter<Input, Child: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CombineReflecting, @unchecked Sendable
where Downstream.Input == Child.Output, Downstream.Failure == Child.Failure {
  typealias Failure = Child.Failure

  // Every mutable property lives in `state`; `deliveries` orders the calls to the downstream.
  private let state: Locked<State>
  private let deliveries = DeliveryQueue<Event>()
  private let maxPublishers: Subscribers.Demand
  private let transform: (Input) -> Child

  private struct State {
    var downstream: DownstreamHold<Downstream>
    var outer: (any Subscription)?
    var outerAttached = false
    var outerFinished = false
    var children: [Int: any Subscription] = [:]
    var pendingChildren = 0
    var nextIndex = 0
    var buffer: [(index: Int, value: Child.Output)] = []
    var demand = Subscribers.Demand.none
    /// The downstream has its completion, or was cancelled.
    var ended = false
    var cancelled = false
    /// The thread calling the downstream with a value, and the one asking a child for one more
    /// value after a buffered one.
    var sendingOn: ThreadID?
    var requestingChildOn: ThreadID?
    var cancellingAfterFailure = false

    /// Whether everything has finished: the end is then due.
    mutating func takeFinish() -> Bool {
      guard !ended, outerFinished, buffer.isEmpty, children.isEmpty, pendingChildren == 0
      else { return false }
      ended = true
      return true
    }
  }

  private enum Event {
    case value(Child.Output)
    case completion(Subscribers.Completion<Failure>)
  }

  /// What a request does once the lock is released.
  private enum Plan {
    case none
    case flush([Child.Output], [any Subscription])
    case drain
  }

  /// Where a child's value goes.
  private enum Route {
    case unlimited
    case buffered
    case counted
  }

  init(
    _ downstream: Downstream,
    maxPublishers: Subscribers.Demand,
    transform: @escaping (Input) -> Child
  ) {
    state = Locked(State(downstream: DownstreamHold(downstream)))
    self.maxPublishers = maxPublishers
    self.transform = transform
  }

  var description: String { "FlatMap" }
  var reflectedChildren: [Mirror.Child] { [] }

  // MARK: Upstream

  func receive(subscription: any Subscription) {
    let accepted = state.withLock { state -> Bool in
      guard !state.outerAttached, !state.ended else { return false }
      state.outerAttached = true
      state.outer = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    subscription.request(maxPublishers)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !state.withLock({ $0.ended }) else { return .none }
    let child = transform(input)
    let index = state.withLock { state in
      defer {
        state.nextIndex += 1
        state.pendingChildren += 1
      }
      return state.nextIndex
    }
    child.subscribe(FlatMapSide(index: index, outer: self))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard case .failure = completion else {
      let finish = state.withLock { state in
        state.outer = nil
        state.outerFinished = true
        return state.takeFinish()
      }
      if finish { deliver(.completion(.finished)) }
      return
    }
    typealias Failing = (send: Bool, children: [any Subscription])
    let failing = state.withLock { state -> Failing in
      precondition(
        !state.cancellingAfterFailure,
        "FlatMap received a failure from its upstream while cancelling its children after one"
      )
      state.outer = nil
      state.outerFinished = true
      let send = !state.ended
      state.ended = true
      state.cancellingAfterFailure = true
      defer { state.children = [:] }
      return (send, Array(state.children.values))
    }
    for child in failing.children { child.cancel() }
    state.withLock { $0.cancellingAfterFailure = false }
    if failing.send { deliver(.completion(completion)) }
  }

  // MARK: Downstream

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "FlatMap subscription request(_:)")
    let thread = ThreadID.current
    let plan = state.withLock { state -> Plan in
      if state.sendingOn == thread {
        state.demand += demand
        return .none
      }
      guard !state.ended else { return .none }
      guard demand == .unlimited else {
        state.demand += demand
        return .drain
      }
      state.demand = .unlimited
      defer { state.buffer = [] }
      return .flush(state.buffer.map(\.value), Array(state.children.values))
    }
    switch plan {
    case .none: return
    case .flush(let values, let children):
      for value in values { deliver(.value(value)) }
      for child in children { child.request(.unlimited) }
    case .drain:
      drainBuffer(on: thread)
    }
    if state.withLock({ $0.takeFinish() }) { deliver(.completion(.finished)) }
  }

  /// Delivers buffered values while there is demand, asking each one's child for one more.
  private func drainBuffer(on thread: ThreadID) {
    typealias Next = (value: Child.Output, child: (any Subscription)?)
    while let next = state.withLock({ state -> Next? in
      guard !state.buffer.isEmpty, state.demand > 0 else { return nil }
      let (index, value) = state.buffer.removeFirst()
      state.demand -= 1
      return (value, state.children[index])
    }) {
      deliver(.value(next.value))
      guard let child = next.child else { continue }
      let previous = state.withLock { state in
        defer { state.requestingChildOn = thread }
        return state.requestingChildOn
      }
      child.request(.max(1))
      state.withLock { $0.requestingChildOn = previous }
    }
  }

  func cancel() {
    typealias Cancelled = (
      children: [any Subscription], outer: (any Subscription)?, downstream: Downstream?
    )
    let cancelled = state.withLock { state -> Cancelled? in
      guard !state.ended else { return nil }
      state.ended = true
      state.cancelled = true
      defer {
        state.children = [:]
        state.outer = nil
        state.buffer = []
      }
      return (Array(state.children.values), state.outer, state.downstream.release())
    }
    guard let cancelled else { return }
    for child in cancelled.children { child.cancel() }
    cancelled.outer?.cancel()
    withExtendedLifetime(cancelled.downstream) {}
  }

  // MARK: Children

  func receiveChild(subscription: any Subscription, index: Int) {
    let demand = state.withLock { state -> Subscribers.Demand? in
      state.pendingChildren -= 1
      guard !state.cancelled else { return nil }
      state.children[index] = subscription
      return state.demand == .unlimited ? .unlimited : .max(1)
    }
    guard let demand else { return subscription.cancel() }
    subscription.request(demand)
  }

  func receiveChild(_ value: Child.Output, index: Int) -> Subscribers.Demand {
    let thread = ThreadID.current
    let route = state.withLock { state -> Route in
      if state.demand == .unlimited { return .unlimited }
      if state.demand == .none || state.requestingChildOn == thread {
        state.buffer.append((index, value))
        return .buffered
      }
      state.demand -= 1
      return .counted
    }
    switch route {
    case .unlimited:
      deliver(.value(value))
      return .none
    case .buffered:
      return .none
    case .counted:
      deliver(.value(value))
      return .max(1)
    }
  }

  func receiveChild(completion: Subscribers.Completion<Failure>, index: Int) {
    guard case .failure = completion else {
      let (finish, outer) = state.withLock { state in
        state.children[index] = nil
        return (state.takeFinish(), state.outer)
      }
      if finish { return deliver(.completion(.finished)) }
      if maxPublishers != .unlimited { outer?.request(.max(1)) }
      return
    }
    let others = state.withLock { state -> [any Subscription]? in
      guard !state.ended else { return nil }
      state.ended = true
      // As in Combine, the upstream stays subscribed, now and after a cancel: it is let go
      // without a cancel (so it and this subscription do not keep each other alive), and only
      // the other children are cancelled.
      state.outer = nil
      defer { state.children = [:] }
      return state.children.filter { $0.key != index }.map(\.value)
    }
    guard let others else { return }
    for child in others { child.cancel() }
    deliver(.completion(completion))
  }

  // MARK: Delivery

  /// Calls the downstream with `event` now, or after the call another thread is making.
  private func deliver(_ event: Event) {
    deliveries.submit(event) { event in
      switch event {
      case .value(let value):
        let thread = ThreadID.current
        let (downstream, previous) = state.withLock { state in
          defer { state.sendingOn = thread }
          return (state.downstream.current, state.sendingOn)
        }
        let more = downstream?.receive(value) ?? .none
        state.withLock { state in
          state.sendingOn = previous
          state.demand += more
        }
      case .completion(let completion):
        let downstream = state.withLock { state in
          (state.downstream.current, state.downstream.weaken())
        }
        downstream.0?.receive(completion: completion)
      }
    }
  }
}

/// Feeds one child publisher of a ``FlatMapOuter``, tagged with its place in the order.
struct FlatMapSide<UpstreamOutput, Child: Publisher, Downstream: Subscriber>: Subscriber,
  CombineReflecting
where Downstream.Input == Child.Output, Downstream.Failure == Child.Failure {
  typealias Input = Child.Output
  typealias Failure = Child.Failure

  let index: Int
  let outer: FlatMapOuter<UpstreamOutput, Child, Downstream>
  let combineIdentifier = CombineIdentifier()

  var description: String { "FlatMap" }
  var reflectedChildren: [Mirror.Child] { [("parentSubscription", outer.combineIdentifier)] }

  func receive(subscription: any Subscription) {
    outer.receiveChild(subscription: subscription, index: index)
  }

  func receive(_ input: Child.Output) -> Subscribers.Demand {
    outer.receiveChild(input, index: index)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    outer.receiveChild(completion: completion, index: index)
  }
}
