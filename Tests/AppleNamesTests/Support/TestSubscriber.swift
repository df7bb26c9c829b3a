import Signals

/// A subscriber that records what it receives, asking for `initialDemand` when subscribed and
/// `demandPerValue` after each value; `request(_:)` and `cancel()` act on its subscription.
final class TestSubscriber<Input, Failure: Error>: Subscriber {
  enum Event {
    case subscription
    case value(Input)
    case completion(Subscribers.Completion<Failure>)
  }

  private(set) var events: [Event] = []
  private var subscription: (any Subscription)?
  private let initialDemand: Subscribers.Demand
  private let demandPerValue: Subscribers.Demand

  init(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
    self.initialDemand = initialDemand
    self.demandPerValue = demandPerValue
  }

  func request(_ demand: Subscribers.Demand) {
    subscription?.request(demand)
  }

  func cancel() {
    subscription?.cancel()
  }

  func receive(subscription: any Subscription) {
    events.append(.subscription)
    self.subscription = subscription
    if initialDemand > .none { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    events.append(.value(input))
    return demandPerValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    events.append(.completion(completion))
  }
}

extension TestSubscriber.Event: Equatable where Input: Equatable, Failure: Equatable {}

/// The one error tests send.
enum TestError: Error, Equatable {
  case oops
}
