/// A type that can deliver a sequence of values over time to its subscribers.
///
/// `Signals.Publisher` has the shape and the contract of Combine's `Publisher`: a subscriber is
/// attached with `subscribe(_:)`, receives exactly one subscription, then at most as many
/// values as it has requested, then at most one completion.
///
/// ```swift
/// let cancellable = [1, 2, 3].publisher
///   .sink { print($0) }
/// // Prints "1", "2", "3"
/// ```
public protocol Publisher<Output, Failure> {
  /// The kind of values this publisher delivers.
  associatedtype Output

  /// The kind of error this publisher may fail with; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches the subscriber to this publisher.
  ///
  /// Implementations must call the subscriber's `receive(subscription:)` exactly once. Callers
  /// use `subscribe(_:)` rather than calling this directly, as in Combine.
  ///
  /// - Parameter subscriber: The subscriber to attach.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches the subscriber to this publisher.
  ///
  /// ```swift
  /// let subscriber = Subscribers.Sink<Int, Never>(
  ///   receiveCompletion: { _ in },
  ///   receiveValue: { print($0) })
  /// Just(1).subscribe(subscriber)  // Prints "1"
  /// ```
  ///
  /// - Parameter subscriber: The subscriber to attach.
  @inlinable
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}
