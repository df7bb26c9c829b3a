public import Signals

extension Publisher {
  /// Resubscribes to this publisher each time the trigger built from its failures sends a value
  /// (CombineExt).
  ///
  /// `errorTrigger` receives a publisher of this publisher's failures and returns the trigger. A
  /// failure is not passed on: it goes to the trigger, and each value the trigger sends
  /// subscribes to this publisher again. When the trigger finishes, the result finishes; when it
  /// fails with an error of this publisher's failure type, the result fails with it (as in
  /// CombineExt, another error type ends nothing).
  ///
  /// ```swift
  /// let cancellable = api.user()
  ///   .retryWhen { failures in failures.prefix(3).delay(for: .seconds(1), scheduler: queue) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter errorTrigger: Builds the trigger from the publisher of failures.
  /// - Returns: A publisher that retries as the trigger says.
  public func retryWhen<RetryTrigger: Publisher>(
    _ errorTrigger: @escaping (AnyPublisher<Failure, Never>) -> RetryTrigger
  ) -> Publishers.RetryWhen<Self, RetryTrigger, Output, Failure> {
    Publishers.RetryWhen(upstream: self, errorTrigger: errorTrigger)
  }
}

extension Publishers {
  /// A publisher that resubscribes to its upstream when a trigger built from the upstream's
  /// failures sends a value (CombineExt).
  ///
  /// ```swift
  /// let retrying = Publishers.RetryWhen(upstream: request) { $0.prefix(2) }
  /// ```
  public struct RetryWhen<Upstream: Publisher, RetryTrigger: Publisher, Output, Failure>:
    Publisher
  where Upstream.Output == Output, Upstream.Failure == Failure {
    /// The publisher that is retried.
    public let upstream: Upstream
    /// Builds the trigger from the publisher of failures.
    public let errorTrigger: (AnyPublisher<Failure, Never>) -> RetryTrigger

    /// Creates a publisher that retries `upstream` when `errorTrigger`'s publisher sends.
    ///
    /// - Parameters:
    ///   - upstream: The publisher that is retried.
    ///   - errorTrigger: Builds the trigger from the publisher of failures.
    public init(
      upstream: Upstream,
      errorTrigger: @escaping (AnyPublisher<Failure, Never>) -> RetryTrigger
    ) {
      self.upstream = upstream
      self.errorTrigger = errorTrigger
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let link = RetryWhenLink(upstream: upstream, downstream: subscriber)
      subscriber.receive(subscription: link)
      link.start(trigger: errorTrigger(link.failures.eraseToAnyPublisher()))
    }
  }
}
