import Signals

/// A publisher that sends whatever the test tells it, regardless of demand, and records what its
/// subscriber requests and whether it cancels: for testing how operators treat their upstream.
final class ManualPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
  // Every mutable property lives in `state`.
  private let state = Locked(State())

  private struct State {
    var subscriber: AnySubscriber<Output, Failure>?
    var subscriberValue: Any?
    var subscription: RecordingSubscription?
    var subscriptions = 0
  }

  init() {
    // The test is over: its subscriber, which may hold this publisher, is let go.
    TestEnd.atEnd { [weak self] in
      let subscriber = self?.state
        .withLock { state in
          defer { (state.subscriber, state.subscriberValue) = (nil, nil) }
          return (state.subscriber, state.subscriberValue)
        }
      withExtendedLifetime(subscriber) {}
    }
  }

  /// The subscription handed to the latest subscriber.
  var subscription: RecordingSubscription? { state.withLock { $0.subscription } }

  /// The latest subscriber itself, as it was given (not type-erased).
  var subscriber: Any? { state.withLock { $0.subscriberValue } }

  /// How many subscribers have attached.
  var subscriptionCount: Int { state.withLock { $0.subscriptions } }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = RecordingSubscription()
    state.withLock { state in
      state.subscriber = AnySubscriber(subscriber)
      state.subscriberValue = subscriber
      state.subscription = subscription
      state.subscriptions += 1
    }
    subscriber.receive(subscription: subscription)
  }

  /// Sends a value to the latest subscriber and returns the demand it answered with.
  @discardableResult
  func send(_ value: Output) -> Subscribers.Demand {
    let subscriber = state.withLock { $0.subscriber }
    return subscriber?.receive(value) ?? .none
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let subscriber = state.withLock { $0.subscriber }
    subscriber?.receive(completion: completion)
  }
}

/// A subscription that records the requests and the cancellation it receives.
final class RecordingSubscription: Subscription, @unchecked Sendable {
  enum Event: Equatable {
    case requested(Subscribers.Demand)
    case cancelled
  }

  // Every mutable property lives in `state`.
  private let state = Locked([Event]())

  var events: [Event] { state.withLock { $0 } }

  /// The sum of everything requested so far.
  var totalDemand: Subscribers.Demand {
    events.reduce(.none) { total, event in
      if case .requested(let demand) = event { return total + demand }
      return total
    }
  }

  var isCancelled: Bool { events.contains(.cancelled) }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.append(.requested(demand)) }
  }

  func cancel() {
    state.withLock { $0.append(.cancelled) }
  }
}
