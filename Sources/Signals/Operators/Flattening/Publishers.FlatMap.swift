extension Publisher {
  /// Turns every value into a publisher and delivers the values of all of them, interleaved.
  ///
  /// At most `maxPublishers` inner publishers run at once: that many values are requested from
  /// the upstream at first, and one more each time an inner publisher finishes. Each inner
  /// publisher is asked for one value at a time (`.unlimited` once the downstream's demand is);
  /// a value beyond the downstream's demand waits, and each waiting value delivered later asks
  /// its publisher for one more, as in Combine. The result finishes when the upstream and every
  /// inner publisher have finished (and no value waits), and fails as soon as any of them fails;
  /// a failing inner publisher cancels the others but not the upstream, as in Combine: the
  /// upstream stays subscribed (its values are ignored), and a cancel after that failure does
  /// not reach it either.
  ///
  /// With `maxPublishers: .none`, as in Combine, the upstream is asked for `.none`.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher
  ///   .flatMap { [$0, $0 * 10].publisher }
  ///   .sink { print($0) }
  /// // Prints "1", "10", "2", "20"
  /// ```
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; `.unlimited` by default.
  ///   - transform: Makes a publisher from a value.
  /// - Returns: A publisher of the inner publishers' values.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publishers {
  /// A publisher that flattens the publishers a closure makes from the upstream's values.
  ///
  /// ```swift
  /// let flat = Publishers.FlatMap(upstream: [1].publisher, maxPublishers: .max(1)) {
  ///   Just($0)
  /// }
  /// ```
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are turned into publishers.
    public let upstream: Upstream
    /// How many inner publishers may run at once.
    public let maxPublishers: Subscribers.Demand
    /// Makes a publisher from an upstream value.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Creates the publisher.
    ///
    /// With `maxPublishers` of `.none`, as in Combine, the upstream is asked for `.none`, so no
    /// inner publisher runs (and an upstream that traps on a request for nothing, such as a
    /// subject, traps).
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are turned into publishers.
    ///   - maxPublishers: How many inner publishers may run at once.
    ///   - transform: Makes a publisher from an upstream value.
    public init(
      upstream: Upstream,
      maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let outer = FlatMapOuter(subscriber, maxPublishers: maxPublishers, transform: transform)
      subscriber.receive(subscription: outer)
      upstream.subscribe(outer)
    }
  }
}
