extension Publisher {
  /// Delivers this publisher's values until another publisher sends a value, then finishes.
  ///
  /// `publisher` is subscribed to first and asked for one value; when it sends, the upstream is
  /// cancelled and the result finishes. A completion of `publisher` before that is ignored.
  ///
  /// ```swift
  /// let values = PassthroughSubject<Int, Never>()
  /// let stop = PassthroughSubject<Void, Never>()
  /// let cancellable = values.prefix(untilOutputFrom: stop).sink { print($0) }
  /// values.send(1)  // Prints "1"
  /// stop.send()     // finishes
  /// values.send(2)  // ignored
  /// ```
  ///
  /// - Parameter publisher: The publisher whose first value ends the result.
  /// - Returns: A publisher that ends when `publisher` sends.
  public func prefix<P: Publisher>(
    untilOutputFrom publisher: P
  ) -> Publishers.PrefixUntilOutput<Self, P> {
    Publishers.PrefixUntilOutput(upstream: self, other: publisher)
  }
}

extension Publishers {
  /// A publisher that delivers its upstream's values until another publisher sends a value.
  ///
  /// ```swift
  /// let untilStop = Publishers.PrefixUntilOutput(upstream: values, other: stop)
  /// ```
  public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are delivered.
    public let upstream: Upstream
    /// The publisher whose first value ends the result.
    public let other: Other

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are delivered.
    ///   - other: The publisher whose first value ends the result.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(PrefixUntilOutputLink(subscriber, other: other))
    }
  }
}

extension Publishers.PrefixUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}
