/// A publisher that fails at once with an error, without waiting for demand.
///
/// ```swift
/// struct Offline: Error {}
/// let cancellable = Fail<Int, Offline>(error: Offline()).sink(
///   receiveCompletion: { print($0) },
///   receiveValue: { print($0) })
/// // Prints "failure(Offline())"
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error every subscriber receives.
  public let error: Failure

  /// Creates a failing publisher.
  ///
  /// - Parameter error: The error.
  public init(error: Failure) {
    self.error = error
  }

  /// Creates a failing publisher, naming its output type.
  ///
  /// ```swift
  /// let failing = Fail(outputType: Int.self, failure: URLError(.badURL))
  /// ```
  ///
  /// - Parameters:
  ///   - outputType: The output type.
  ///   - failure: The error.
  public init(outputType: Output.Type, failure: Failure) {
    error = failure
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {}

extension Fail: Sendable where Failure: Sendable {}
