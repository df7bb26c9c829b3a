extension Publisher {
  /// Delivers values while a predicate holds, then finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3, 1].publisher.prefix { $0 < 3 }.sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  ///
  /// - Parameter predicate: A closure that returns `true` for the values to deliver.
  /// - Returns: A publisher of the values before the first one that fails the predicate.
  public func prefix(
    while predicate: @escaping (Output) -> Bool
  ) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Delivers values while a predicate holds, then finishes.
  ///
  /// The predicate may throw, which fails the stream.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.tryPrefix { try check($0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter predicate: A throwing closure that returns `true` for the values to deliver.
  /// - Returns: A publisher of the values before the first one that fails the predicate.
  public func tryPrefix(
    while predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryPrefixWhile<Self> {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that delivers values while a predicate holds.
  ///
  /// ```swift
  /// let values = Publishers.PrefixWhile(upstream: [1, 2].publisher) { $0 < 2 }
  /// ```
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The closure that returns `true` for the values to deliver.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that delivers values while a predicate holds.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The closure that returns `true` for the values to deliver.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(subscriber, transform: .prefixing(name: "PrefixWhile") { predicate($0) })
    }
  }

  /// A publisher that delivers values while a predicate holds, with a throwing predicate.
  ///
  /// ```swift
  /// let values = Publishers.TryPrefixWhile(upstream: [1, 2].publisher) { try check($0) }
  /// ```
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The throwing closure that returns `true` for the values to deliver.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that delivers values while a predicate holds, with a throwing predicate.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The throwing closure that returns `true` for the values to deliver.
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
        transform: .prefixing(name: "TryPrefixWhile") { try predicate($0) }
      )
    }
  }
}
