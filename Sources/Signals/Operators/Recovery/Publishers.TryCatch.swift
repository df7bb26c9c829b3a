extension Publisher {
  /// Replaces a failed upstream with the publisher that `handler` makes from the error, or fails
  /// with the error `handler` throws.
  ///
  /// As with `catch`, the downstream's outstanding demand is requested from the new publisher,
  /// the downstream receives its subscription when the upstream's arrives, and an upstream
  /// value beyond the demand asked for traps, as in Combine.
  ///
  /// ```swift
  /// let cancellable = Fail<Int, LoadError>(error: .oops)
  ///   .tryCatch { error -> Just<Int> in
  ///     guard error == .oops else { throw error }
  ///     return Just(0)
  ///   }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "0", then "finished"
  /// ```
  ///
  /// - Parameter handler: Makes the replacement publisher, or throws.
  /// - Returns: A publisher that recovers from a failure, failing with any `Error`.
  public func tryCatch<P: Publisher>(
    _ handler: @escaping (Failure) throws -> P
  ) -> Publishers.TryCatch<Self, P> where Output == P.Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}

extension Publishers {
  /// A publisher that replaces a failed upstream with another publisher, or fails with the
  /// error its handler throws.
  ///
  /// ```swift
  /// let recovered = Publishers.TryCatch(upstream: Fail<Int, LoadError>(error: .oops)) { _ in
  ///   Just(0)
  /// }
  /// ```
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher that may fail.
    public let upstream: Upstream
    /// Makes the replacement publisher from the upstream's error, or throws.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher that may fail.
    ///   - handler: Makes the replacement publisher from the upstream's error, or throws.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handler = handler
      let link = CatchLink<Upstream.Failure, NewPublisher, S>(
        subscriber,
        name: "TryCatch",
        recover: { error in Result { try handler(error) } },
        mapFailure: { $0 }
      )
      upstream.subscribe(CatchPre(link: link))
    }
  }
}
