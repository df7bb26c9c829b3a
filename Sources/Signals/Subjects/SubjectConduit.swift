/// One subscriber's link to a subject: it keeps that subscriber's demand, serialises the calls to
/// it, and (for a `CurrentValueSubject`) holds the latest value that found no demand.
///
/// Every call out goes through a ``DeliveryQueue``, so one subscriber never receives two events at
/// once, a send from inside its own sink is delivered at once (depth-first, as in Combine), and no
/// lock is held while calling out.
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  // Every mutable property lives in `state`, and `deliveries` orders the calls out.
  private let state: Locked<State>
  private let deliveries = DeliveryQueue<Event>()
  private let core: SubjectCore<Output, Failure>
  let description: String

  private struct State {
    var downstream: AnySubscriber<Output, Failure>?
    /// The subject, kept alive by its subscriptions as in Combine; released at the end.
    var subject: AnyObject?
    var demand = Subscribers.Demand.none
    var pending: Output?
  }

  private enum Event {
    case value(Output)
    case drainPending
    case completion(Subscribers.Completion<Failure>)
  }

  init(
    core: SubjectCore<Output, Failure>,
    subject: AnyObject,
    downstream: AnySubscriber<Output, Failure>,
    pending: Output?
  ) {
    self.core = core
    description = core.name
    state = Locked(State(downstream: downstream, subject: subject, pending: pending))
  }

  /// Delivers `value` if the subscriber has demand; otherwise drops it, or keeps it as the
  /// pending value when the subject buffers the latest.
  func offer(_ value: Output) {
    deliveries.submit(.value(value), process)
  }

  /// Delivers the completion and ends the link.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    deliveries.submit(.completion(completion), process)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(core.name) subscription request(_:)")
    guard state.withLock({ $0.downstream != nil }) else { return }
    add(demand)
    core.downstreamDidRequest()
    if core.buffersLatest { deliveries.submit(.drainPending, process) }
  }

  func cancel() {
    let (downstream, subject) = state.withLock { state in
      defer { state = State() }
      return (state.downstream, state.subject)
    }
    guard downstream != nil else { return }
    core.remove(self)
    withExtendedLifetime(subject) {}
  }

  private func process(_ event: Event) {
    switch event {
    case .value(let value):
      let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
        guard let downstream = state.downstream else { return nil }
        if state.demand > 0 {
          state.demand -= 1
          state.pending = nil  // older than `value`: only the latest is kept
          return downstream
        }
        if core.buffersLatest { state.pending = value }
        return nil
      }
      guard let downstream else { return }
      add(downstream.receive(value))
    case .drainPending:
      drainPending()
    case .completion(let completion):
      let (downstream, subject) = state.withLock { state in
        defer { state = State() }
        return (state.downstream, state.subject)
      }
      downstream?.receive(completion: completion)
      withExtendedLifetime(subject) {}
    }
  }

  private func add(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    state.withLock { state in
      if state.downstream != nil { state.demand += demand }
    }
  }

  /// Delivers the pending value while there is demand for it.
  private func drainPending() {
    while true {
      let next = state.withLock { state -> (AnySubscriber<Output, Failure>, Output)? in
        guard state.demand > 0, let downstream = state.downstream,
          let pending = state.pending
        else { return nil }
        state.pending = nil
        state.demand -= 1
        return (downstream, pending)
      }
      guard let (downstream, value) = next else { return }
      add(downstream.receive(value))
    }
  }
}
