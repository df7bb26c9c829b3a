/// The replaying subject under `share(replay:)`: it keeps the last `capacity` values and gives
/// them to each new subscriber before the live ones, then the completion if there was one.
///
/// Each subscriber has its own ``CombineDrain``, so it receives values only as it requests them;
/// values it has not requested yet wait for it, until the completion, which comes right after
/// the values its demand allows (as in CombineExt). It asks its upstream for
/// `.unlimited` at once, since it must record values whoever is subscribed. CombineExt's
/// `ReplaySubject` is built on it.
package final class ShareReplaySubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  // Every mutable property lives in `state`; calls out happen after releasing it.
  private let state: Locked<State>

  private struct State {
    let capacity: Int
    var buffer: [Output] = []
    var drains: [ObjectIdentifier: CombineDrain<Output, Failure>] = [:]
    var completion: Subscribers.Completion<Failure>?
    var upstreams: [any Subscription] = []
  }

  package init(capacity: Int) {
    state = Locked(State(capacity: capacity))
  }

  deinit {
    for upstream in state.withLock({ $0.upstreams }) { upstream.cancel() }
  }

  package func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let (conduit, drain) = state.withLock { state in
      let drain = CombineDrain(
        AnySubscriber(subscriber),
        waiting: state.buffer,
        then: state.completion
      )
      let conduit = ShareReplayConduit(drain: drain, subject: self)
      if state.completion == nil { state.drains[ObjectIdentifier(conduit)] = drain }
      return (conduit, drain)
    }
    subscriber.receive(subscription: conduit)
    drain.start()
  }

  package func send(_ value: Output) {
    let drains = state.withLock { state -> [CombineDrain<Output, Failure>] in
      guard state.completion == nil else { return [] }
      if state.capacity > 0 {
        state.buffer.append(value)
        if state.buffer.count > state.capacity { state.buffer.removeFirst() }
      }
      return Array(state.drains.values)
    }
    for drain in drains { drain.enqueue(value) }
  }

  package func send(completion: Subscribers.Completion<Failure>) {
    let drains = state.withLock { state -> [CombineDrain<Output, Failure>] in
      guard state.completion == nil else { return [] }
      state.completion = completion
      state.upstreams = []
      defer { state.drains = [:] }
      return Array(state.drains.values)
    }
    // As CombineExt's replay subject: a live subscriber gets the completion right after the
    // values its demand allows; the values still waiting for demand are dropped.
    for drain in drains { drain.complete(droppingUndemanded: completion) }
  }

  package func send(subscription: any Subscription) {
    let keep = state.withLock { state in
      if state.completion == nil { state.upstreams.append(subscription) }
      return state.completion == nil
    }
    if keep { subscription.request(.unlimited) }
  }

  fileprivate func remove(_ conduit: ShareReplayConduit<Output, Failure>) {
    let drain = state.withLock { $0.drains.removeValue(forKey: ObjectIdentifier(conduit)) }
    withExtendedLifetime(drain) {}
  }
}

/// One subscriber's subscription to a ``ShareReplaySubject``; it keeps the subject alive, as a
/// subject's subscriptions do in Combine.
private final class ShareReplayConduit<Output, Failure: Error>: Subscription,
  @unchecked Sendable
{
  // Every mutable property lives in `subject`'s `Locked` value or in the drain's.
  private let drain: CombineDrain<Output, Failure>
  private let subject: Locked<ShareReplaySubject<Output, Failure>?>

  init(drain: CombineDrain<Output, Failure>, subject: ShareReplaySubject<Output, Failure>) {
    self.drain = drain
    self.subject = Locked(subject)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "share(replay:) subscription request(_:)")
    drain.request(demand)
  }

  func cancel() {
    drain.cancel()
    let subject = subject.withLock { subject in
      defer { subject = nil }
      return subject
    }
    subject?.remove(self)
  }
}
