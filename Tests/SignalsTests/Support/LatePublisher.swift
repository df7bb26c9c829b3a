import Signals

/// A publisher that keeps its subscriber and subscribes it only when the test says so: for
/// testing what operators do with a cancel, a request, a value or a completion that comes
/// before their upstream's subscription.
final class LatePublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
  // Every mutable property lives in `subscriber` or `operatorSubscription`.
  private let subscriber = Locked<AnySubscriber<Output, Failure>?>(nil)
  private let operatorSubscription = Locked<(any Subscription)?>(nil)

  init() {
    // The test is over: the subscriber, which may hold this publisher, is let go.
    TestEnd.atEnd { [weak self] in
      let subscriber = self?.subscriber
        .withLock { subscriber in
          defer { subscriber = nil }
          return subscriber
        }
      let subscription = self?.operatorSubscription
        .withLock { subscription in
          defer { subscription = nil }
          return subscription
        }
      withExtendedLifetime((subscriber, subscription)) {}
    }
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    self.subscriber.withLock { $0 = AnySubscriber(subscriber) }
    operatorSubscription.withLock { $0 = subscriber as? any Subscription }
  }

  /// The subscriber as the subscription it also is (an operator's), to cancel or ask it for
  /// values before it has been subscribed.
  var subscriberAsSubscription: (any Subscription)? { operatorSubscription.withLock { $0 } }

  /// Hands the subscriber a new recording subscription and returns it.
  @discardableResult
  func subscribe() -> RecordingSubscription {
    let subscription = RecordingSubscription()
    subscriber.withLock { $0 }?.receive(subscription: subscription)
    return subscription
  }

  /// Sends a value, whether or not the subscriber was subscribed, and returns its answer.
  @discardableResult
  func send(_ value: Output) -> Subscribers.Demand {
    subscriber.withLock { $0 }?.receive(value) ?? .none
  }

  func send(completion: Subscribers.Completion<Failure>) {
    subscriber.withLock { $0 }?.receive(completion: completion)
  }
}
