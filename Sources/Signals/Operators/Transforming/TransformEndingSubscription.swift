extension Publisher {
  /// Subscribes `downstream` through the engine that maps each value and may turn the upstream's
  /// completion into one last value, sent only when the downstream has demand for it.
  ///
  /// `ending` learns whether any value was delivered. With `requestsEverything`, the upstream
  /// is asked for `.unlimited` once the downstream has its subscription (Combine's
  /// `replaceEmpty`). With `trapsOnUnwantedValue`, a value that arrives while the downstream's
  /// demand is used up traps (Combine's `replaceError`).
  func subscribe<Downstream: Subscriber>(
    _ downstream: Downstream,
    name: String,
    map: @escaping (Output) -> Downstream.Input,
    ending:
      @escaping (Subscribers.Completion<Failure>, _ delivered: Bool) -> TransformEnding<Downstream>,
    requestsEverything: Bool = false,
    trapsOnUnwantedValue: Bool = false
  ) {
    subscribe(
      TransformEndingSubscription(
        downstream,
        name: name,
        map: map,
        ending: ending,
        requestsEverything: requestsEverything,
        trapsOnUnwantedValue: trapsOnUnwantedValue
      )
    )
  }
}

/// How a ``TransformEndingSubscription`` ends: an optional last value, then a completion.
struct TransformEnding<Downstream: Subscriber> {
  var last: Downstream.Input?
  var completion: Subscribers.Completion<Downstream.Failure>
}

/// The engine behind `replaceError` and `materialize`: counts the downstream's demand so a value
/// made from the completion waits until it is asked for.
final class TransformEndingSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Failure = UpstreamFailure

  // Every mutable property lives in `state`; no closure or subscriber is called under the lock.
  private let state: Locked<State>
  private let name: String
  private let map: (Input) -> Downstream.Input
  private let ending: (Subscribers.Completion<UpstreamFailure>, Bool) -> TransformEnding<Downstream>
  private let requestsEverything: Bool
  private let trapsOnUnwantedValue: Bool

  private struct State: TransformCountedLinkState {
    var upstream: SubscriptionStatus = .awaiting
    var downstream: Downstream?
    var demand = Subscribers.Demand.none
    var delivered = false
    /// An ending whose last value waits for demand.
    var pending: TransformEnding<Downstream>?
  }

  init(
    _ downstream: Downstream,
    name: String,
    map: @escaping (Input) -> Downstream.Input,
    ending:
      @escaping (Subscribers.Completion<UpstreamFailure>, Bool) -> TransformEnding<Downstream>,
    requestsEverything: Bool = false,
    trapsOnUnwantedValue: Bool = false
  ) {
    state = Locked(State(downstream: downstream))
    self.name = name
    self.map = map
    self.ending = ending
    self.requestsEverything = requestsEverything
    self.trapsOnUnwantedValue = trapsOnUnwantedValue
  }

  var description: String { name }

  func receive(subscription: any Subscription) {
    guard let downstream = state.acceptUpstream(subscription) else { return }
    downstream.receive(subscription: self)
    // Combine's `replaceEmpty` then asks its upstream for everything.
    if requestsEverything { subscription.request(.unlimited) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let unwanted = state.withLock { state in
      state.delivered = true
      return state.demand == .none && state.upstream.active != nil
    }
    if unwanted && trapsOnUnwantedValue {
      preconditionFailure(
        "\(name) received a value while its downstream's demand was used up; as Combine's, "
          + "it traps on a value nobody asked for"
      )
    }
    return state.deliverCounted(map(input))
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    let delivered = state.withLock { $0.delivered }
    let ending = ending(completion, delivered)
    let ready = state.withLock { state -> Downstream? in
      guard state.upstream.active != nil else { return nil }
      state.upstream = .terminal
      guard ending.last == nil || state.demand > 0 else {
        state.pending = ending
        return nil
      }
      defer { state.downstream = nil }
      return state.downstream
    }
    ready.map { finish($0, ending) }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(name) subscription request(_:)")
    let next = state.withLock { state -> Next in
      state.demand += demand
      guard let pending = state.pending else { return .upstream(state.upstream.active) }
      state.pending = nil
      defer { state.downstream = nil }
      return .finish(state.downstream, pending)
    }
    switch next {
    case .upstream(let upstream): upstream?.request(demand)
    case .finish(let downstream, let ending): downstream.map { finish($0, ending) }
    }
  }

  private enum Next {
    case upstream((any Subscription)?)
    case finish(Downstream?, TransformEnding<Downstream>)
  }

  func cancel() {
    state.withLock { $0.pending = nil }
    state.cancelLink()
  }

  private func finish(_ downstream: Downstream, _ ending: TransformEnding<Downstream>) {
    if let last = ending.last { _ = downstream.receive(last) }
    downstream.receive(completion: ending.completion)
  }
}
