extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Delivers the values of the newest publisher the upstream sent, cancelling the previous one.
  ///
  /// The result finishes when the upstream and the current inner publisher have finished, and
  /// fails as soon as either fails. The upstream is asked for `.unlimited`; a new inner publisher
  /// is asked for the downstream's whole outstanding demand, and later requests go to it, as in
  /// Combine. A value from an inner publisher that nobody asked for is a programming error that
  /// traps, as in Combine.
  ///
  /// ```swift
  /// let searches = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
  /// let first = PassthroughSubject<String, Never>()
  /// let second = PassthroughSubject<String, Never>()
  /// let cancellable = searches.switchToLatest().sink { print($0) }
  /// searches.send(first)
  /// first.send("a")     // Prints "a"
  /// searches.send(second)
  /// first.send("b")     // ignored: `first` was cancelled
  /// second.send("c")    // Prints "c"
  /// ```
  ///
  /// - Returns: A publisher of the newest inner publisher's values.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publishers {
  /// A publisher that delivers the values of the newest publisher its upstream sent.
  ///
  /// ```swift
  /// let latest = Publishers.SwitchToLatest(upstream: [Just(1)].publisher)
  /// ```
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure

    /// The publisher of publishers.
    public let upstream: Upstream

    /// Creates the publisher.
    ///
    /// - Parameter upstream: The publisher of publishers.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let outer = SwitchToLatestOuter<P, S>(subscriber)
      subscriber.receive(subscription: outer)
      upstream.subscribe(outer)
    }
  }
}
