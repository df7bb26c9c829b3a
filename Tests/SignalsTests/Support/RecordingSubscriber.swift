import Signals
import Testing

/// A subscriber that records everything it receives, with the demand a test chooses.
///
/// It requests `initialDemand` when subscribed (nothing for `.none`) and returns
/// `demandPerValue` from each value. Thread-safe, so stress tests can share one.
final class RecordingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  enum Event {
    case subscription
    case value(Input)
    case completion(Subscribers.Completion<Failure>)
  }

  // Every mutable property lives in `state`.
  private let state = Locked(State())
  private let initialDemand: Subscribers.Demand
  private let demandPerValue: Subscribers.Demand
  private let onValue: ((Input) -> Void)?

  private struct State {
    var events: [Event] = []
    var subscription: (any Subscription)?
  }

  init(
    initialDemand: Subscribers.Demand = .unlimited,
    demandPerValue: Subscribers.Demand = .none,
    onValue: ((Input) -> Void)? = nil
  ) {
    self.initialDemand = initialDemand
    self.demandPerValue = demandPerValue
    self.onValue = onValue
    TestEnd.atEnd { [weak self] in self?.end() }
  }

  /// Cancels the subscription and lets it go: the test is over.
  private func end() {
    let subscription = state.withLock { state in
      defer { state.subscription = nil }
      return state.subscription
    }
    subscription?.cancel()
  }

  var events: [Event] { state.withLock { $0.events } }

  var values: [Input] {
    events.compactMap { event in
      if case .value(let value) = event { return value }
      return nil
    }
  }

  var completion: Subscribers.Completion<Failure>? {
    for case .completion(let completion) in events { return completion }
    return nil
  }

  var subscription: (any Subscription)? { state.withLock { $0.subscription } }

  func request(_ demand: Subscribers.Demand) {
    subscription?.request(demand)
  }

  func cancel() {
    subscription?.cancel()
  }

  func receive(subscription: any Subscription) {
    state.withLock { state in
      state.events.append(.subscription)
      state.subscription = subscription
    }
    if initialDemand > 0 { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    state.withLock { $0.events.append(.value(input)) }
    onValue?(input)
    return demandPerValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    state.withLock { $0.events.append(.completion(completion)) }
  }
}

extension RecordingSubscriber.Event: Equatable where Input: Equatable, Failure: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.subscription, .subscription): true
    case (.value(let left), .value(let right)): left == right
    case (.completion(let left), .completion(let right)): left == right
    default: false
    }
  }
}

extension RecordingSubscriber where Input: Equatable, Failure: Equatable {
  func expectEvents(_ expected: [Event], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(events == expected, sourceLocation: sourceLocation)
  }
}
