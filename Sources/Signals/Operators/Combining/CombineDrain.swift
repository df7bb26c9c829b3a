/// The downstream half of every combining and flattening operator: it keeps the downstream's
/// demand and the outputs waiting for it, and delivers them one at a time through a
/// ``DeliveryQueue``, so several upstreams on several threads never call the downstream at once
/// and no lock is held while calling out.
///
/// Each output carries a `source` tag; after delivering it, ``onDelivered`` is called with that tag
/// and the extra demand the downstream returned (outside any lock), which lets the owner pass that
/// demand upstream and lets merge-like operators ask that source for one more value.
final class CombineDrain<Output, Failure: Error>: @unchecked Sendable {
  // Every mutable property lives in `state`; `deliveries` orders the calls out.
  private let state: Locked<State>
  private let deliveries = DeliveryQueue<Void>()
  /// Called after an output from `source` was delivered, with the extra demand the downstream
  /// returned; set once, before any delivery.
  var onDelivered: ((_ source: Int, _ extra: Subscribers.Demand) -> Void)?

  private struct State {
    var downstream: AnySubscriber<Output, Failure>?
    var demand = Subscribers.Demand.none
    var ready: [(output: Output, source: Int, forced: Bool)] = []
    var head = 0
    var completion: Subscribers.Completion<Failure>?
    /// Whether deliveries may begin (the downstream has its subscription).
    var started = true

    /// Takes the next delivery the demand allows: an output, then the completion once none wait.
    mutating func next() -> Step? {
      guard started, let downstream else { return nil }
      if head < ready.count {
        let forced = ready[head].forced
        guard demand > 0 || forced else { return nil }
        if demand > 0 { demand -= 1 }
        let (output, source, _) = ready[head]
        head += 1
        if head == ready.count {
          ready = []
          head = 0
        }
        return .value(downstream, output, source)
      }
      guard let completion else { return nil }
      self = State()
      return .completion(downstream, completion)
    }
  }

  private enum Step {
    case value(AnySubscriber<Output, Failure>, Output, Int)
    case completion(AnySubscriber<Output, Failure>, Subscribers.Completion<Failure>)
  }

  /// Creates a drain that delivers as soon as there is something to deliver.
  init(_ downstream: AnySubscriber<Output, Failure>) {
    state = Locked(State(downstream: downstream))
  }

  /// Creates a drain with outputs (and a completion) already waiting, which delivers nothing
  /// before ``start()``: call it once the downstream has received its subscription.
  init(
    _ downstream: AnySubscriber<Output, Failure>,
    waiting: [Output],
    then completion: Subscribers.Completion<Failure>?
  ) {
    state = Locked(
      State(
        downstream: downstream,
        ready: waiting.map { ($0, 0, false) },
        completion: completion,
        started: false
      )
    )
  }

  /// The demand not yet satisfied.
  var demand: Subscribers.Demand { state.withLock { $0.demand } }

  /// Whether the downstream is still attached and no completion is pending.
  var isActive: Bool { state.withLock { $0.downstream != nil && $0.completion == nil } }

  /// Queues `output` behind the outputs already waiting; if `onlyWithDemand`, it is dropped
  /// instead when the downstream has no demand left for it (combineLatest's rule in Combine).
  func enqueue(_ output: Output, source: Int = 0, onlyWithDemand: Bool = false) {
    state.withLock { state in
      guard state.downstream != nil, state.completion == nil else { return }
      if onlyWithDemand, state.demand <= state.ready.count - state.head { return }
      state.ready.append((output, source, false))
    }
    drain()
  }

  /// Queues `output` to be delivered whatever the demand (zip's rule in Combine), using up one
  /// unit of demand if there is any.
  func enqueueIgnoringDemand(_ output: Output, source: Int = 0) {
    state.withLock { state in
      guard state.downstream != nil, state.completion == nil else { return }
      state.ready.append((output, source, true))
    }
    drain()
  }

  /// Ends the stream: a failure is delivered at once (dropping waiting outputs), `.finished`
  /// after the waiting outputs.
  func complete(_ completion: Subscribers.Completion<Failure>) {
    state.withLock { state in
      guard state.downstream != nil, state.completion == nil else { return }
      if case .failure = completion {
        state.ready = []
        state.head = 0
      }
      state.completion = completion
    }
    drain()
  }

  /// Ends the stream with `completion` right after the waiting outputs the demand already
  /// allows; the others are dropped (CombineExt's `Create` ends so).
  func complete(droppingUndemanded completion: Subscribers.Completion<Failure>) {
    state.withLock { state in
      guard state.downstream != nil, state.completion == nil else { return }
      let waiting = state.ready[state.head...]
      let kept =
        state.demand == .unlimited ? waiting.count : min(state.demand.max ?? 0, waiting.count)
      state.ready = Array(waiting.prefix(kept))
      state.head = 0
      state.completion = completion
    }
    drain()
  }

  /// Adds the downstream's demand and delivers what was waiting for it.
  func request(_ demand: Subscribers.Demand) {
    state.withLock { state in
      if state.downstream != nil { state.demand += demand }
    }
    drain()
  }

  /// Lets a drain made with waiting outputs begin delivering them.
  func start() {
    state.withLock { $0.started = true }
    drain()
  }

  /// Detaches the downstream: nothing more is delivered.
  func cancel() {
    let released = state.withLock { state in
      defer { state = State() }
      return state.downstream
    }
    withExtendedLifetime(released) {}
  }

  private func drain() {
    deliveries.submit(()) { _ in
      while let step = state.withLock({ $0.next() }) {
        switch step {
        case .value(let downstream, let output, let source):
          let more = downstream.receive(output)
          if more > 0 {
            state.withLock { state in
              if state.downstream != nil { state.demand += more }
            }
          }
          onDelivered?(source, more)
        case .completion(let downstream, let completion):
          downstream.receive(completion: completion)
        }
      }
    }
  }
}
