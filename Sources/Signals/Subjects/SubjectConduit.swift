/// One subscriber's link to a subject: it keeps that subscriber's demand, serialises the calls to
/// it, and (for a `CurrentValueSubject`) holds the latest value that found no demand.
///
/// The calls out are serialised as a ``DeliveryQueue`` does, with the queue kept in the conduit's
/// own state so that a value costs two lock round trips: one to become the delivering thread and
/// take a unit of demand, one to add the returned demand and hand the turn back. One subscriber
/// never receives two events at once, a send from inside its own sink is delivered at once
/// (depth-first, as in Combine), and no lock is held while calling out.
///
/// `offer(_:)` is inlinable, so a send specialised in the client looks up no generic metadata.
@usableFromInline
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  // Every mutable property lives in `state`; calls out happen after releasing it.
  @usableFromInline let state: Locked<State>
  @usableFromInline let buffersLatest: Bool
  /// The conduit's place in its subject's ``SubscriberList``.
  @usableFromInline let order: Int
  @usableFromInline let core: SubjectCore<Output, Failure>

  @usableFromInline var description: String { core.name }

  @inlinable
  init<S: Subscriber>(
    core: SubjectCore<Output, Failure>,
    order: Int,
    subject: AnyObject,
    downstream: S,
    pending: Output?
  ) where S.Input == Output, S.Failure == Failure {
    self.core = core
    buffersLatest = core.buffersLatest
    self.order = order
    state = Locked(
      State(
        receiver: Receiver(
          downstream: downstream,
          value: { value in downstream.receive(value) },
          completion: { downstream.receive(completion: $0) }
        ),
        subject: subject,
        pending: pending,
        demand: core.ignoresDemand ? .unlimited : .none
      )
    )
  }

  /// Delivers `value` if the subscriber has demand; otherwise drops it, or keeps it as the
  /// pending value when the subject buffers the latest.
  @inlinable
  func offer(_ value: Output) {
    let thread = ThreadID.current
    let (turn, receive) = state.withLock { state -> (Turn, Receiver?) in
      let turn: Turn
      if let owner = state.owner {
        guard owner == thread else {
          state.queued.append(.value(value))
          return (.queued, nil)
        }
        turn = .reentrant
      } else {
        state.owner = thread
        turn = .owner
      }
      return (turn, state.take(value, buffersLatest: buffersLatest))
    }
    switch turn {
    case .queued:
      return
    case .reentrant:
      guard let receive else { return }
      var value = value
      add(receive.value(&value))
    case .owner:
      guard let receive else { return endTurn(adding: .none) }
      var value = value
      endTurn(adding: receive.value(&value))
    }
  }

  /// Delivers the completion and ends the link.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    submit(.completion(completion))
  }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(core.name) subscription request(_:)")
    guard state.withLock({ $0.receiver != nil }) else { return }
    add(demand)
    core.downstreamDidRequest()
    if buffersLatest { submit(.drainPending) }
  }

  @usableFromInline
  func cancel() {
    let ended = state.withLock { $0.end() }
    guard ended.wasActive else { return }
    core.remove(self)
    withExtendedLifetime(ended) {}
  }

  /// Adds demand the subscriber returned or requested, unless the link has ended.
  @inlinable
  func add(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    state.withLock { $0.add(demand) }
  }

  /// Adds the owner's returned demand, then processes the events other threads queued meanwhile,
  /// and gives the turn up when none is left.
  @inlinable
  func endTurn(adding demand: Subscribers.Demand) {
    var demand = demand
    while let next = state.withLock({ state -> Event? in
      if demand > 0 { state.add(demand) }
      return state.dequeue()
    }) {
      demand = process(next)
    }
  }

  /// Processes an event now, or queues it for the thread that is delivering.
  private func submit(_ event: Event) {
    let thread = ThreadID.current
    let turn = state.withLock { state -> Turn in
      guard let owner = state.owner else {
        state.owner = thread
        return .owner
      }
      if owner == thread { return .reentrant }
      state.queued.append(event)
      return .queued
    }
    switch turn {
    case .queued: return
    case .reentrant: add(process(event))
    case .owner: endTurn(adding: process(event))
    }
  }

  /// Processes one event and returns the demand the subscriber returned.
  @usableFromInline
  func process(_ event: Event) -> Subscribers.Demand {
    switch event {
    case .value(let value):
      var value = value
      let receive = state.withLock { $0.take(value, buffersLatest: buffersLatest) }
      return receive?.value(&value) ?? .none
    case .drainPending:
      drainPending()
      return .none
    case .completion(let completion):
      let ended = state.withLock { $0.end() }
      ended.receiver?.completion(completion)
      return .none
    }
  }

  /// Delivers the pending value while there is demand for it.
  private func drainPending() {
    while let (receiver, pending) = state.withLock({ $0.takePending() }) {
      var value = pending
      add(receiver.value(&value))
    }
  }
}
