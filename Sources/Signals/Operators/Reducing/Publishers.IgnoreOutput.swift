extension Publisher {
  /// Ignores every value and passes on only the completion.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.ignoreOutput()
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { _ in })  // Prints "finished"
  /// ```
  ///
  /// - Returns: A publisher that delivers no values.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}

extension Publishers {
  /// A publisher that ignores every value of its upstream and passes on its completion.
  ///
  /// ```swift
  /// let done = Publishers.IgnoreOutput(upstream: [1, 2].publisher)
  /// ```
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    /// `Never`, as in Combine: the publisher delivers no values.
    public typealias Output = Never
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are ignored.
    public let upstream: Upstream

    /// Creates a publisher that ignores the values of `upstream`.
    ///
    /// - Parameter upstream: The publisher whose values are ignored.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Like Combine's, it adds no subscription of its own: its subscriber receives the
      // upstream's.
      upstream.receive(subscriber: IgnoreOutputSubscriber(downstream: subscriber))
    }
  }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}
