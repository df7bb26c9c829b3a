/// The one engine behind merge, `flatMap`, `switchToLatest` and the flattening operators beyond
/// Combine: it subscribes to inner publishers (given up front, or received from an outer
/// upstream), feeds their values into one ``CombineDrain``, and applies a ``Rule`` to decide
/// which inner publishers run.
///
/// Each inner is asked for one value at a time (and again after that value is delivered), or for
/// `.unlimited` once the downstream's demand is unlimited, as Combine's merge does.
final class FlattenEngine<Child: Publisher>: Subscriber, Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  typealias Input = Child
  typealias Failure = Child.Failure

  enum Rule {
    /// Run up to this many inners at once, asking the outer for more as they finish.
    case merge(Subscribers.Demand)
    /// A new inner cancels the running one.
    case latest
    /// Inners arriving while one runs are ignored.
    case first
    /// Inners run one at a time, in order; those arriving meanwhile wait.
    case concat
  }

  // Every mutable property lives in `state`; calls out happen after releasing it.
  private let state = Locked(State())
  private let drain: CombineDrain<Child.Output, Failure>
  private let rule: Rule
  let description: String

  private struct State {
    var outer: SubscriptionStatus = .awaiting
    var outerFinished = false
    var inners: [Int: SubscriptionStatus] = [:]
    var nextID = 0
    var waiting: [Child] = []
    var unlimited = false
    var terminal = false

    var innerDemand: Subscribers.Demand { unlimited ? .unlimited : .max(1) }

    /// Decides whether `child` starts now, under the rule; records it if so.
    mutating func admit(_ child: Child, rule: Rule) -> Admission {
      guard !terminal else { return .skip }
      var cancelling: (any Subscription)?
      switch rule {
      case .merge: break
      case .latest:
        cancelling = inners.values.first?.active
        inners = [:]
      case .first:
        guard inners.isEmpty else { return .skip }
      case .concat:
        guard inners.isEmpty else {
          waiting.append(child)
          return .skip
        }
      }
      let id = nextID
      nextID += 1
      inners[id] = .awaiting
      return .subscribe(id, cancelling: cancelling)
    }
  }

  enum Admission {
    case subscribe(Int, cancelling: (any Subscription)?)
    case skip
  }

  init(_ downstream: AnySubscriber<Child.Output, Failure>, rule: Rule, name: String) {
    drain = CombineDrain(downstream)
    self.rule = rule
    description = name
    drain.onDelivered = { [weak self] id, extra in self?.deliveredValue(from: id, extra: extra) }
  }

  /// Runs fixed inner publishers with no outer upstream (merge of given publishers).
  func start(with children: [Child]) {
    for child in children { receiveChild(child) }
    state.withLock { $0.outerFinished = true }
    finishIfDone()
  }

  /// Whether the downstream has its completion or was cancelled.
  var hasEnded: Bool { state.withLock { $0.terminal } }

  // MARK: Outer upstream

  func receive(subscription: any Subscription) {
    guard state.withLock({ !$0.terminal && $0.outer.accept(subscription) }) else {
      return subscription.cancel()
    }
    switch rule {
    case .merge(let max): subscription.request(max)
    case .latest, .first, .concat: subscription.request(.unlimited)
    }
  }

  func receive(_ input: Child) -> Subscribers.Demand {
    receiveChild(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    state.withLock { state in
      state.outerFinished = true
      state.outer = .terminal
    }
    guard case .failure = completion else { return finishIfDone() }
    fail(completion)
  }

  // MARK: Downstream

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(description) subscription request(_:)")
    drain.request(demand)
    if demand == .unlimited { becomeUnlimited() }
  }

  /// Once the downstream's demand is unlimited, every inner is asked for `.unlimited`.
  private func becomeUnlimited() {
    let inners = state.withLock { state -> [any Subscription] in
      guard !state.unlimited, !state.terminal else { return [] }
      state.unlimited = true
      return state.inners.values.compactMap(\.active)
    }
    for inner in inners { inner.request(.unlimited) }
  }

  func cancel() {
    for subscription in terminate() { subscription.cancel() }
    drain.cancel()
  }
}

extension FlattenEngine {
  private func receiveChild(_ child: Child) {
    let admission = state.withLock { $0.admit(child, rule: rule) }
    subscribe(child, admission)
  }

  private func subscribe(_ child: Child, _ admission: Admission) {
    guard case .subscribe(let id, let cancelling) = admission else { return }
    cancelling?.cancel()
    child.subscribe(FlattenSide(id: id, engine: self))
  }

  func receiveInner(subscription: any Subscription, id: Int) {
    let demand = state.withLock { state -> Subscribers.Demand? in
      guard !state.terminal, state.inners[id]?.accept(subscription) == true else { return nil }
      return state.innerDemand
    }
    guard let demand else { return subscription.cancel() }
    subscription.request(demand)
  }

  func receiveInner(_ value: Child.Output, id: Int) {
    guard state.withLock({ !$0.terminal && $0.inners[id] != nil }) else { return }
    drain.enqueue(value, source: id)
  }

  func receiveInner(completion: Subscribers.Completion<Failure>, id: Int) {
    typealias Next = (outer: (any Subscription)?, child: Child?, admission: Admission)
    let next = state.withLock { state -> Next? in
      guard !state.terminal, state.inners.removeValue(forKey: id) != nil else { return nil }
      switch rule {
      case .merge(let max) where max != .unlimited: return (state.outer.active, nil, .skip)
      case .concat where !state.waiting.isEmpty:
        let child = state.waiting.removeFirst()
        return (nil, child, state.admit(child, rule: rule))
      default: return (nil, nil, .skip)
      }
    }
    guard let next else { return }
    if case .failure = completion {
      // As in Combine, a failing child of `flatMap` cancels its siblings but not the upstream;
      // so does `flatMapFirst`'s, which CombineExt builds on `flatMap`.
      switch rule {
      case .merge, .first: return fail(completion, keepingOuter: true)
      case .latest, .concat: return fail(completion)
      }
    }
    next.outer?.request(.max(1))
    if let child = next.child { subscribe(child, next.admission) }
    finishIfDone()
  }

  private func deliveredValue(from id: Int, extra: Subscribers.Demand) {
    if extra == .unlimited { becomeUnlimited() }
    let inner = state.withLock { state in
      state.unlimited ? nil : state.inners[id]?.active
    }
    inner?.request(.max(1))
  }

  private func finishIfDone() {
    let done = state.withLock { state in
      !state.terminal && state.outerFinished && state.inners.isEmpty && state.waiting.isEmpty
    }
    guard done else { return }
    _ = terminate()
    drain.complete(.finished)
  }

  private func fail(_ completion: Subscribers.Completion<Failure>, keepingOuter: Bool = false) {
    for subscription in terminate(keepingOuter: keepingOuter) { subscription.cancel() }
    drain.complete(completion)
  }

  /// Marks the end and hands back the subscriptions still attached, to be cancelled; with
  /// `keepingOuter`, the outer upstream is let go without a cancel (it stays subscribed, as
  /// Combine's `flatMap` leaves it after a child's failure, even through a later cancel).
  private func terminate(keepingOuter: Bool = false) -> [any Subscription] {
    state.withLock { state in
      guard !state.terminal else { return [] }
      state.terminal = true
      let outer = keepingOuter ? nil : state.outer.active
      let attached = [outer].compactMap { $0 } + state.inners.values.compactMap(\.active)
      state.outer = .terminal
      state.inners = [:]
      state.waiting = []
      return attached
    }
  }
}

/// Feeds one inner publisher's events into its ``FlattenEngine``, tagged with the inner's id.
struct FlattenSide<Child: Publisher>: Subscriber {
  typealias Input = Child.Output
  typealias Failure = Child.Failure

  let id: Int
  let engine: FlattenEngine<Child>
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) {
    engine.receiveInner(subscription: subscription, id: id)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    engine.receiveInner(input, id: id)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    engine.receiveInner(completion: completion, id: id)
  }
}

extension FlattenEngine {
  /// Subscribes `subscriber` to the flattened values of the publishers that `transform` makes
  /// from `upstream`'s values: the shared body of every flattening operator's `receive`.
  static func attach<Upstream: Publisher, Downstream: Subscriber>(
    _ subscriber: Downstream,
    to upstream: Upstream,
    rule: Rule,
    name: String,
    transform: @escaping (Upstream.Output) -> Child
  )
  where
    Upstream.Failure == Failure,
    Downstream.Input == Child.Output,
    Downstream.Failure == Failure
  {
    let engine = FlattenEngine(AnySubscriber(subscriber), rule: rule, name: name)
    subscriber.receive(subscription: engine)
    upstream.subscribe(FlattenOuter(engine: engine, transform: transform))
  }
}

/// Turns the outer upstream's values into inner publishers on the way into a ``FlattenEngine``;
/// the transform runs outside any lock.
struct FlattenOuter<Input, Child: Publisher>: Subscriber, CombineReflecting {
  typealias Failure = Child.Failure

  let engine: FlattenEngine<Child>
  let transform: (Input) -> Child

  var combineIdentifier: CombineIdentifier { engine.combineIdentifier }
  var description: String { engine.description }
  var reflectedChildren: [Mirror.Child] { [] }

  func receive(subscription: any Subscription) {
    engine.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    // After the end (an upstream left subscribed after a child's failure), nothing is made.
    guard !engine.hasEnded else { return .none }
    return engine.receive(transform(input))
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    engine.receive(completion: completion)
  }
}
