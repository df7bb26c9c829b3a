/// A type-erased subscriber that forwards to a wrapped subscriber or to closures.
///
/// Its ``combineIdentifier`` is the wrapped subscriber's, so erasing a subscriber does not change
/// its identity.
///
/// ```swift
/// let subscriber = AnySubscriber<Int, Never>(
///   receiveSubscription: { $0.request(.unlimited) },
///   receiveValue: { print($0); return .none },
///   receiveCompletion: { print($0) })
/// Just(7).subscribe(subscriber)  // Prints "7", "finished"
/// ```
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscriptionBody: (any Subscription) -> Void
  private let receiveValueBody: (Input) -> Subscribers.Demand
  private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void
  private let descriptionBody: () -> String

  /// Wraps a subscriber.
  ///
  /// - Parameter subscriber: The subscriber to forward to.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscriptionBody = subscriber.receive(subscription:)
    receiveValueBody = subscriber.receive(_:)
    receiveCompletionBody = subscriber.receive(completion:)
    descriptionBody = { String(describing: subscriber) }
  }

  /// Wraps a subject: values and the completion are sent to it, and the upstream subscription is
  /// handed to it with `send(subscription:)`.
  ///
  /// - Parameter subject: The subject to forward to.
  public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
    combineIdentifier = CombineIdentifier(subject)
    receiveSubscriptionBody = subject.send(subscription:)
    receiveValueBody = { value in
      subject.send(value)
      return .none
    }
    receiveCompletionBody = subject.send(completion:)
    descriptionBody = { String(describing: subject) }
  }

  /// Makes a subscriber from closures; a missing closure ignores its event.
  ///
  /// - Parameters:
  ///   - receiveSubscription: Called with the subscription.
  ///   - receiveValue: Called with each value; returns additional demand.
  ///   - receiveCompletion: Called with the completion.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = receiveSubscription ?? { _ in }
    receiveValueBody = receiveValue ?? { _ in .none }
    receiveCompletionBody = receiveCompletion ?? { _ in }
    descriptionBody = { "Anonymous AnySubscriber" }
  }

  public var description: String { descriptionBody() }

  public func receive(subscription: any Subscription) {
    receiveSubscriptionBody(subscription)
  }

  public func receive(_ value: Input) -> Subscribers.Demand {
    receiveValueBody(value)
  }

  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletionBody(completion)
  }
}
