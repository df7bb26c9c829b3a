extension Publisher {
  /// Replaces a failed upstream with the publisher that `handler` makes from the error.
  ///
  /// The downstream's outstanding demand is requested from the new publisher, whose completion
  /// ends the result. As in Combine, the downstream receives its subscription when the
  /// upstream's arrives, and an upstream value beyond the demand asked for traps.
  ///
  /// ```swift
  /// let cancellable = Fail<Int, URLError>(error: URLError(.timedOut))
  ///   .catch { _ in Just(0) }
  ///   .sink { print($0) }
  /// // Prints "0"
  /// ```
  ///
  /// - Parameter handler: Makes the replacement publisher from the upstream's error.
  /// - Returns: A publisher that recovers from a failure.
  public func `catch`<P: Publisher>(
    _ handler: @escaping (Failure) -> P
  ) -> Publishers.Catch<Self, P> where Output == P.Output {
    Publishers.Catch(upstream: self, handler: handler)
  }
}

extension Publishers {
  /// A publisher that replaces a failed upstream with another publisher.
  ///
  /// ```swift
  /// let recovered = Publishers.Catch(upstream: Fail<Int, LoadError>(error: .oops)) { _ in
  ///   Just(0)
  /// }
  /// ```
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure

    /// The publisher that may fail.
    public let upstream: Upstream
    /// Makes the replacement publisher from the upstream's error.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher that may fail.
    ///   - handler: Makes the replacement publisher from the upstream's error.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handler = handler
      let link = CatchLink<Upstream.Failure, NewPublisher, S>(
        subscriber,
        name: "Catch",
        recover: { .success(handler($0)) },
        mapFailure: { $0 }
      )
      upstream.subscribe(CatchPre(link: link))
    }
  }
}
