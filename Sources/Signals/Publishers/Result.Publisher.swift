extension Result {
  /// A publisher that delivers the result's success value and finishes, or fails with its error.
  ///
  /// ```swift
  /// let cancellable = Result<Int, TestError>.success(1).publisher
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "1", "finished"
  /// ```
  public var publisher: Result<Success, Failure>.Publisher {
    Publisher(self)
  }

  /// A publisher that delivers one value and finishes, or fails at once.
  ///
  /// A success waits for demand; a failure is sent without waiting, as in Combine.
  ///
  /// ```swift
  /// let cancellable = Result<Int, TestError>.Publisher(.oops)
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  public struct Publisher: Signals.Publisher {
    public typealias Output = Success

    /// The result delivered to each subscriber.
    public let result: Result<Output, Failure>

    /// Creates a publisher of `result`.
    ///
    /// - Parameter result: The result delivered to each subscriber.
    public init(_ result: Result<Output, Failure>) {
      self.result = result
    }

    /// Creates a publisher that delivers `output`, then finishes.
    ///
    /// - Parameter output: The value delivered.
    public init(_ output: Output) {
      self.init(.success(output))
    }

    /// Creates a publisher that fails with `failure`.
    ///
    /// - Parameter failure: The error delivered.
    public init(_ failure: Failure) {
      self.init(.failure(failure))
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      switch result {
      case .success(let output):
        subscriber.receive(
          subscription: OneShotSubscription(subscriber, name: "Once", value: output)
        )
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }
}

extension Result.Publisher: Equatable where Output: Equatable, Failure: Equatable {}

extension Result.Publisher: Sendable where Output: Sendable, Failure: Sendable {}
