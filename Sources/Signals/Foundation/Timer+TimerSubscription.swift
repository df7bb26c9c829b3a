/// The subscriber a ``Foundation/Timer/TimerPublisher`` attaches to its subject: it hands its
/// downstream a ``TimerSubscription`` in place of the subject's own subscription, because
/// Combine's timer subscription has no description and no mirror, while a subject's has both.
struct TimerSubscriber<Downstream: Subscriber>: Subscriber {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: TimerSubscription(subscription))
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

/// A timer publisher's subscription, as its subscribers see it: passes requests and the cancel
/// to the subject's subscription, and shows nothing of itself (no description, no mirror).
final class TimerSubscription: Subscription, @unchecked Sendable {
  // Immutable; the subject's subscription is thread-safe.
  private let subscription: any Subscription

  init(_ subscription: any Subscription) {
    self.subscription = subscription
  }

  func request(_ demand: Subscribers.Demand) {
    subscription.request(demand)
  }

  func cancel() {
    subscription.cancel()
  }
}
