extension Publisher {
  /// Drops the first `count` values, then delivers the rest.
  ///
  /// As in Combine, the downstream receives its subscription before the upstream is subscribed
  /// to; requests made meanwhile are kept, and the first request sent upstream adds `count`, so
  /// the dropped values do not use up the downstream's demand. Like Combine's, it passes every
  /// value and completion on, whenever they arrive.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.dropFirst().sink { print($0) }  // Prints "2", "3"
  /// ```
  ///
  /// - Parameter count: How many values to drop; must not be negative.
  /// - Returns: A publisher of the values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
}

extension Publishers {
  /// A publisher that drops the first values of its upstream.
  ///
  /// ```swift
  /// let rest = Publishers.Drop(upstream: [1, 2].publisher, count: 1)
  /// ```
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose first values are dropped.
    public let upstream: Upstream

    /// How many values are dropped.
    public let count: Int

    /// Creates a publisher that drops the first `count` values of `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose first values are dropped.
    ///   - count: How many values to drop; a negative count traps when a subscriber attaches,
    ///     as in Combine.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      precondition(count >= 0, "dropFirst(_:) was given \(count); it must not be negative")
      let link = DropSubscription(subscriber, count: count)
      subscriber.receive(subscription: link)
      upstream.subscribe(link)
    }
  }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}
