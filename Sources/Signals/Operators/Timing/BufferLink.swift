/// The subscription behind `buffer(size:prefetch:whenFull:)`: keeps the values the downstream
/// has not asked for yet, and delivers them, then the completion, as its demand allows.
///
/// A failure is delivered at once when the downstream has no demand (the buffered values are
/// dropped); a finish waits until the buffer is empty, as in Combine.
final class BufferLink<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  // Every mutable property lives in `state`; no subscriber is called under the lock.
  private let state = Locked(State())
  private let downstream: Downstream
  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Failure>

  private struct State {
    var upstream: SubscriptionStatus = .awaiting
    var demand = Subscribers.Demand.none
    var values: [Input] = []
    var ending: Subscribers.Completion<Failure>?
    /// Whether a drain loop is delivering (a request from inside it only adds demand).
    var draining = false
    /// The thread running the `customError` closure, while it does.
    var makingError: ThreadID?
  }

  init(
    _ downstream: Downstream,
    size: Int,
    prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) {
    self.downstream = downstream
    self.size = size
    self.prefetch = prefetch
    self.whenFull = whenFull
  }

  var description: String { "Buffer" }

  func receive(subscription: any Subscription) {
    guard state.withLock({ $0.upstream.accept(subscription) }) else {
      return subscription.cancel()
    }
    subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
    downstream.receive(subscription: self)
  }

  private enum Arrival {
    case ignore
    case drain
    case overflow(any Subscription, () -> Failure)
    case reentered
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let arrival = state.withLock { state -> Arrival in
      guard let upstream = state.upstream.active else { return .ignore }
      if case .failure = state.ending { return .ignore }
      if state.values.count >= size {
        switch whenFull {
        case .dropNewest: return .drain
        case .dropOldest: state.values.removeFirst()
        case .customError(let makeError):
          // Combine makes the error under its lock, so a value sent from inside the closure
          // traps there; only the full-buffer path pays for the check.
          let thread = ThreadID.current
          if let maker = state.makingError, maker == thread { return .reentered }
          state.makingError = thread
          return .overflow(upstream, makeError)
        }
      }
      state.values.append(input)
      return .drain
    }
    switch arrival {
    case .ignore:
      return .none
    case .drain:
      return drain()
    case .overflow(let upstream, let makeError):
      let error = makeError()
      state.withLock { state in
        state.ending = .failure(error)
        state.makingError = nil
      }
      upstream.cancel()
      return .none
    case .reentered:
      preconditionFailure(
        "buffer(size:prefetch:whenFull:) received a value from inside its customError closure; "
          + "Combine's buffer makes the error under its lock and traps on this"
      )
    }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let accepted = state.withLock { state -> Bool in
      guard state.upstream.active != nil, state.ending == nil else { return false }
      state.ending = completion
      return true
    }
    if accepted { _ = drain() }
  }

  func request(_ demand: Subscribers.Demand) {
    let upstream = state.withLock { state -> (any Subscription)? in
      guard let upstream = state.upstream.active else { return nil }
      state.demand += demand
      return state.draining ? nil : upstream
    }
    guard let upstream else { return }
    let more = drain()
    if more > 0 { upstream.request(more) }
  }

  func cancel() {
    // A cancel before the upstream's subscription is ignored, as in Combine.
    let upstream = state.withLock { state -> (any Subscription)? in
      if state.upstream.isAwaiting { return nil }
      defer {
        state.upstream = .terminal
        state.values = []
      }
      return state.upstream.active
    }
    upstream?.cancel()
  }

  private enum Step {
    case deliver([Input])
    case end(Subscribers.Completion<Failure>)
    case stop
  }

  /// Delivers what the demand allows; returns how many more values to ask the upstream for.
  private func drain() -> Subscribers.Demand {
    var refill = Subscribers.Demand.none
    while true {
      let step = state.withLock { state -> Step in
        guard state.upstream.active != nil else { return .stop }
        guard state.demand > 0 else {
          guard case .failure = state.ending else { return .stop }
          state.upstream = .terminal
          return .end(state.ending!)
        }
        guard !state.values.isEmpty else {
          guard let ending = state.ending else { return .stop }
          state.upstream = .terminal
          return .end(ending)
        }
        let count = state.demand.max.map { min($0, state.values.count) } ?? state.values.count
        let popped = Array(state.values.prefix(count))
        state.values.removeFirst(count)
        state.demand -= count
        state.draining = true
        return .deliver(popped)
      }
      switch step {
      case .stop:
        return refill
      case .end(let completion):
        downstream.receive(completion: completion)
        return refill
      case .deliver(let values):
        var more = Subscribers.Demand.none
        for value in values { more += downstream.receive(value) }
        if prefetch == .keepFull { refill += values.count }
        state.withLock { state in
          state.draining = false
          state.demand += more
        }
      }
    }
  }
}

extension BufferLink: CombineReflecting {
  /// Combine's children: the buffered values, the link's state, the downstream's outstanding
  /// demand and the completion waiting behind the values.
  var reflectedChildren: [Mirror.Child] {
    let state = state.withLock { $0 }
    return [
      ("values", state.values), ("state", state.upstream.reflectedStatus),
      ("downstreamDemand", state.demand), ("terminal", reflected(state.ending)),
    ]
  }
}
