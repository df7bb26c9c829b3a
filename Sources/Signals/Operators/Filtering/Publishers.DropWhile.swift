extension Publisher {
  /// Drops values while a predicate holds, then delivers every value after.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3, 1].publisher.drop { $0 < 3 }.sink { print($0) }
  /// // Prints "3", "1"
  /// ```
  ///
  /// - Parameter predicate: A closure that returns `true` for the values to drop.
  /// - Returns: A publisher of the values from the first one that fails the predicate.
  public func drop(
    while predicate: @escaping (Output) -> Bool
  ) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Drops values while a predicate holds, then delivers every value after.
  ///
  /// The predicate may throw, which fails the stream.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.tryDrop { try check($0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter predicate: A throwing closure that returns `true` for the values to drop.
  /// - Returns: A publisher of the values from the first one that fails the predicate.
  public func tryDrop(
    while predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryDropWhile<Self> {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that drops values while a predicate holds.
  ///
  /// ```swift
  /// let values = Publishers.DropWhile(upstream: [1, 2].publisher) { $0 < 2 }
  /// ```
  public struct DropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The closure that returns `true` for the values to drop.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that drops values while a predicate holds.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The closure that returns `true` for the values to drop.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(subscriber, transform: .dropping(name: "DropWhile") { predicate($0) })
    }
  }

  /// A publisher that drops values while a predicate holds, with a throwing predicate.
  ///
  /// ```swift
  /// let values = Publishers.TryDropWhile(upstream: [1, 2].publisher) { try check($0) }
  /// ```
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The throwing closure that returns `true` for the values to drop.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that drops values while a predicate holds, with a throwing predicate.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The throwing closure that returns `true` for the values to drop.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(
        subscriber,
        transform: .dropping(name: "TryDropWhile") { try predicate($0) }
      )
    }
  }
}
