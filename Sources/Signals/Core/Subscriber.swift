/// A type that receives values and a completion from a publisher.
///
/// The contract is Combine's: `receive(subscription:)` once, then `receive(_:)` at most as many
/// times as demanded, then at most one `receive(completion:)`. A value's return value adds to the
/// outstanding demand.
///
/// ```swift
/// final class Printer: Subscriber {
///   func receive(subscription: any Subscription) { subscription.request(.unlimited) }
///   func receive(_ input: Int) -> Subscribers.Demand { print(input); return .none }
///   func receive(completion: Subscribers.Completion<Never>) { print(completion) }
/// }
/// [1, 2].publisher.subscribe(Printer())  // Prints "1", "2", "finished"
/// ```
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input

  /// The kind of error this subscriber may receive; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Tells the subscriber that it has been attached, and gives it the subscription to request
  /// values with or to cancel.
  ///
  /// - Parameter subscription: The link between the publisher and this subscriber.
  func receive(subscription: any Subscription)

  /// Delivers one value and returns how many more values the subscriber wants.
  ///
  /// - Parameter input: The value.
  /// - Returns: Additional demand, added to what is still outstanding; `.none` for no more.
  func receive(_ input: Input) -> Subscribers.Demand

  /// Tells the subscriber that the publisher has finished or failed.
  ///
  /// - Parameter completion: `.finished`, or `.failure` with the error.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Delivers a `Void` value, as Combine's `receive()`.
  ///
  /// ```swift
  /// let demand = subscriber.receive()
  /// ```
  ///
  /// - Returns: Additional demand.
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}
