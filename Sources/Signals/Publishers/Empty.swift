/// A publisher that delivers no value and finishes at once, or never.
///
/// ```swift
/// let cancellable = Empty<Int, Never>().sink(
///   receiveCompletion: { print($0) },
///   receiveValue: { print($0) })
/// // Prints "finished"
/// ```
public struct Empty<Output, Failure: Error>: Publisher, Equatable, Sendable {
  /// Whether a subscriber is finished at once (`true`) or left waiting forever (`false`).
  public let completeImmediately: Bool

  /// Creates an empty publisher.
  ///
  /// - Parameter completeImmediately: Whether to finish at once; `false` makes a publisher that
  ///   never delivers anything.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Creates an empty publisher, naming its output and failure types.
  ///
  /// ```swift
  /// let never = Empty(completeImmediately: false, outputType: Int.self, failureType: Never.self)
  /// ```
  ///
  /// - Parameters:
  ///   - completeImmediately: Whether to finish at once.
  ///   - outputType: The output type.
  ///   - failureType: The failure type.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type)
  {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately {
      subscriber.receive(completion: .finished)
    }
  }
}
