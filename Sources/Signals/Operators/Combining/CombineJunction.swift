/// The one engine behind `combineLatest` and `zip` at every arity: it keeps each upstream's
/// values (type-erased, in upstream order) and turns them into outputs for a ``CombineDrain``.
///
/// Requests from the downstream are passed to every upstream, as in Combine. combineLatest drops
/// a combination the downstream has no demand for (as Combine does); zip queues each upstream's
/// values and pairs them in order. Upstream events go through one ``DeliveryQueue``, so outputs
/// reach the drain in the order their state changes happened, whatever threads send them.
final class CombineJunction<Output, Failure: Error>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  enum Rule {
    /// combineLatest: emit the latest values of all upstreams whenever one of them sends.
    case latest
    /// zip: emit when every upstream has an unpaired value, oldest first.
    case zip
  }

  // Every mutable property lives in `state`; calls out happen after releasing it.
  private let state: Locked<State>
  private let drain: CombineDrain<Output, Failure>
  private let events = DeliveryQueue<SideEvent>()
  private let rule: Rule
  private let combine: ([Any]) -> Output
  let description: String

  private enum SideEvent {
    case value(Any, index: Int)
    case completion(Subscribers.Completion<Failure>, index: Int)
  }

  private struct State {
    var upstreams: [SubscriptionStatus]
    var queues: [[Any]]
    var finished: [Bool]
    var requested = Subscribers.Demand.none
    var terminal = false
    /// zip: the upstream whose value completed the tuple being delivered, and on which thread;
    /// what the downstream asks for meanwhile is that upstream's answer, as in Combine.
    var processing: (index: Int, thread: ThreadID)?
    var answer = Subscribers.Demand.none

    /// Whether the calling thread is delivering a tuple that upstream `index` completed.
    func isProcessing(on thread: ThreadID) -> Int? {
      guard let processing, processing.thread == thread else { return nil }
      return processing.index
    }
  }

  init(
    _ downstream: AnySubscriber<Output, Failure>,
    count: Int,
    rule: Rule,
    name: String,
    combine: @escaping ([Any]) -> Output
  ) {
    drain = CombineDrain(downstream)
    self.rule = rule
    self.combine = combine
    description = name
    state = Locked(
      State(
        upstreams: Array(repeating: .awaiting, count: count),
        queues: Array(repeating: [], count: count),
        finished: Array(repeating: false, count: count)
      )
    )
    drain.onDelivered = { [weak self] _, extra in self?.delivered(extra) }
  }

  /// A subscriber that feeds upstream number `index` into this junction.
  func side<Input>(_ index: Int, _: Input.Type = Input.self) -> CombineSide<Input, Failure> {
    CombineSide(index: index, junction: self)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(description) subscription request(_:)")
    drain.request(demand)
    requestUpstreams(demand)
  }

  /// The downstream's answer to an output, passed on like a request.
  private func delivered(_ extra: Subscribers.Demand) {
    requestUpstreams(extra)
  }

  /// Passes demand (requested, or returned from a delivery) on to every upstream; under zip,
  /// while a tuple is delivered, the upstream whose value completed it gets the demand as its
  /// answer instead of a request, as in Combine.
  private func requestUpstreams(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let thread = ThreadID.current
    let upstreams = state.withLock { state -> [any Subscription] in
      guard !state.terminal else { return [] }
      state.requested += demand
      guard rule == .zip, let answering = state.isProcessing(on: thread) else {
        return state.upstreams.compactMap(\.active)
      }
      state.answer = demand
      return state.upstreams.indices.filter { $0 != answering }
        .compactMap {
          state.upstreams[$0].active
        }
    }
    for upstream in upstreams { upstream.request(demand) }
  }

  func cancel() {
    for upstream in terminate() { upstream.cancel() }
    drain.cancel()
  }

  func receive(subscription: any Subscription, at index: Int) {
    let requested = state.withLock { state -> Subscribers.Demand? in
      guard !state.terminal, state.upstreams[index].accept(subscription) else { return nil }
      return state.requested
    }
    guard let requested else { return subscription.cancel() }
    if requested > 0 { subscription.request(requested) }
  }

  func receive(_ value: Any, at index: Int) -> Subscribers.Demand {
    var answer: Subscribers.Demand?
    events.submit(.value(value, index: index)) { event in
      let (source, demand) = process(event)
      if answer == nil {
        answer = demand
      } else if demand > 0 {
        // Another thread's value, processed here: its answer becomes a request.
        state.withLock { $0.upstreams[source].active }?.request(demand)
      }
    }
    return answer ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
    events.submit(.completion(completion, index: index)) { _ = process($0) }
  }

  /// Processes an upstream's event; returns that upstream and its answer.
  private func process(_ event: SideEvent) -> (Int, Subscribers.Demand) {
    switch event {
    case .value(let value, let index):
      return (index, rule == .zip ? zip(value, at: index) : process(value, at: index))
    case .completion(let completion, let index):
      process(completion, at: index)
      return (index, .none)
    }
  }

  /// zip, as Combine's: a completed tuple is delivered at once, whatever the demand, and the
  /// downstream's answer (or a request made meanwhile) is the answer of the upstream whose
  /// value completed it.
  private func zip(_ value: Any, at index: Int) -> Subscribers.Demand {
    let thread = ThreadID.current
    let tuple = state.withLock { state -> [Any]? in
      guard !state.terminal else { return nil }
      state.queues[index].append(value)
      guard state.queues.allSatisfy({ !$0.isEmpty }) else { return nil }
      state.processing = (index, thread)
      state.answer = .none
      return state.queues.indices.map { state.queues[$0].removeFirst() }
    }
    var answer = Subscribers.Demand.none
    if let tuple {
      drain.enqueueIgnoringDemand(combine(tuple))
      answer = state.withLock { state in
        state.processing = nil
        return state.answer
      }
    }
    if zipCannotContinue() { finish(.finished) }
    return answer
  }

  private func process(_ value: Any, at index: Int) -> Subscribers.Demand {
    let outputs = state.withLock { state -> [[Any]] in
      guard !state.terminal else { return [] }
      switch rule {
      case .latest:
        state.queues[index] = [value]
        guard state.queues.allSatisfy({ !$0.isEmpty }) else { return [] }
        return [state.queues.map { $0[0] }]
      case .zip:
        state.queues[index].append(value)
        guard state.queues.allSatisfy({ !$0.isEmpty }) else { return [] }
        return [state.queues.indices.map { state.queues[$0].removeFirst() }]
      }
    }
    for values in outputs {
      drain.enqueue(combine(values), onlyWithDemand: rule == .latest)
    }
    return .none
  }

  private func process(_ completion: Subscribers.Completion<Failure>, at index: Int) {
    let failing = rule == .zip && completion.isFailure
    let (done, cancelling) = state.withLock { state -> (Bool, (any Subscription)?) in
      guard !state.terminal else { return (false, nil) }
      state.finished[index] = true
      // Combine's zip cancels every upstream at a failure, the failing one too.
      let cancelling = failing ? state.upstreams[index].active : nil
      state.upstreams[index] = .terminal
      return (rule == .latest && state.finished.allSatisfy { $0 }, cancelling)
    }
    guard case .finished = completion else {
      cancelling?.cancel()
      return finish(completion)
    }
    if done || (rule == .zip && zipCannotContinue()) { finish(.finished) }
  }

  /// Zip ends once an upstream that finished has no unpaired value left.
  private func zipCannotContinue() -> Bool {
    state.withLock { state in
      state.queues.indices.contains { state.finished[$0] && state.queues[$0].isEmpty }
    }
  }

  private func finish(_ completion: Subscribers.Completion<Failure>) {
    let upstreams = terminate()
    for upstream in upstreams { upstream.cancel() }
    drain.complete(completion)
  }

  /// Marks the end and hands back the upstreams still attached, to be cancelled.
  private func terminate() -> [any Subscription] {
    state.withLock { state in
      guard !state.terminal else { return [] }
      state.terminal = true
      defer {
        state.upstreams = state.upstreams.map { _ in .terminal }
        state.queues = state.queues.map { _ in [] }
      }
      return state.upstreams.compactMap(\.active)
    }
  }
}

extension Subscribers.Completion {
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}

/// Feeds one upstream of a ``CombineJunction``; it keeps the junction alive until the end.
struct CombineSide<Input, Failure: Error>: Subscriber {
  let index: Int
  let junction: any CombineSideTarget<Failure>
  let combineIdentifier = CombineIdentifier()

  init<Output>(index: Int, junction: CombineJunction<Output, Failure>) {
    self.index = index
    self.junction = junction
  }

  func receive(subscription: any Subscription) {
    junction.receive(subscription: subscription, at: index)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    junction.receive(input, at: index)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    junction.receive(completion: completion, at: index)
  }
}

/// What a ``CombineSide`` needs from its junction, without naming the junction's output type.
protocol CombineSideTarget<Failure>: AnyObject {
  associatedtype Failure: Error
  func receive(subscription: any Subscription, at index: Int)
  func receive(_ value: Any, at index: Int) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Failure>, at index: Int)
}

extension CombineJunction: CombineSideTarget {}

extension CombineJunction {
  /// Subscribes `subscriber` to two upstreams joined by `rule`: the shared body of the
  /// two-upstream `combineLatest` and `zip`.
  static func attach<A: Publisher, B: Publisher, Downstream: Subscriber>(
    _ subscriber: Downstream,
    _ a: A,
    _ b: B,
    rule: Rule,
    name: String
  )
  where
    Output == (A.Output, B.Output),
    A.Failure == Failure,
    B.Failure == Failure,
    Downstream.Input == Output,
    Downstream.Failure == Failure
  {
    let junction = CombineJunction(AnySubscriber(subscriber), count: 2, rule: rule, name: name) {
      ($0[0] as! A.Output, $0[1] as! B.Output)
    }
    subscriber.receive(subscription: junction)
    a.subscribe(junction.side(0, A.Output.self))
    b.subscribe(junction.side(1, B.Output.self))
  }

  /// Subscribes `subscriber` to three upstreams joined by `rule`: the shared body of the
  /// three-upstream `combineLatest` and `zip`.
  static func attach<A: Publisher, B: Publisher, C: Publisher, Downstream: Subscriber>(
    _ subscriber: Downstream,
    _ a: A,
    _ b: B,
    _ c: C,
    rule: Rule,
    name: String
  )
  where
    Output == (A.Output, B.Output, C.Output),
    A.Failure == Failure,
    B.Failure == Failure,
    C.Failure == Failure,
    Downstream.Input == Output,
    Downstream.Failure == Failure
  {
    let junction = CombineJunction(AnySubscriber(subscriber), count: 3, rule: rule, name: name) {
      ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
    }
    subscriber.receive(subscription: junction)
    a.subscribe(junction.side(0, A.Output.self))
    b.subscribe(junction.side(1, B.Output.self))
    c.subscribe(junction.side(2, C.Output.self))
  }
}
