extension Publisher {
  /// Subscribes to the upstream again when it fails, up to `retries` times.
  ///
  /// Each new subscription is asked for the downstream's outstanding demand. After the last
  /// attempt fails, the result fails with that error. As in Combine, the downstream is
  /// subscribed when the first upstream subscription arrives, a value beyond the demand traps,
  /// and a negative count retries without limit.
  ///
  /// ```swift
  /// var attempts = 0
  /// let cancellable = Deferred { () -> AnyPublisher<Int, LoadError> in
  ///   attempts += 1
  ///   return attempts < 3 ? Fail(error: .oops).eraseToAnyPublisher()
  ///     : Just(attempts).setFailureType(to: LoadError.self).eraseToAnyPublisher()
  /// }
  /// .retry(2)
  /// .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "3"
  /// ```
  ///
  /// - Parameter retries: How many times to subscribe again.
  /// - Returns: A publisher that retries a failed upstream.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}

extension Publishers {
  /// A publisher that subscribes to its upstream again when it fails.
  ///
  /// ```swift
  /// let retrying = Publishers.Retry(upstream: Fail<Int, LoadError>(error: .oops), retries: 1)
  /// ```
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher to retry.
    public let upstream: Upstream
    /// How many times to subscribe again; `nil` retries without limit.
    public let retries: Int?

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher to retry.
    ///   - retries: How many times to subscribe again; `nil` retries without limit.
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(RetryLink(subscriber, upstream: upstream, retries: retries))
    }
  }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}
