extension Publisher {
  /// Delivers the last value when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.last().sink { print($0) }  // Prints "2"
  /// ```
  ///
  /// - Returns: A publisher of at most one value.
  public func last() -> Publishers.Last<Self> {
    Publishers.Last(upstream: self)
  }

  /// Delivers the last value that satisfies a predicate when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.last { $0 < 3 }.sink { print($0) }  // Prints "2"
  /// ```
  ///
  /// - Parameter predicate: A closure that returns `true` for the values to consider.
  /// - Returns: A publisher of at most one value.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// Delivers the last value that satisfies a throwing predicate when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.tryLast { try check($0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter predicate: A throwing closure that returns `true` for the values to consider.
  /// - Returns: A publisher of at most one value that fails with a thrown error.
  public func tryLast(
    where predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryLastWhere<Self> {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that delivers the last value of its upstream.
  ///
  /// ```swift
  /// let tail = Publishers.Last(upstream: [1, 2].publisher)
  /// ```
  public struct Last<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose last value is delivered.
    public let upstream: Upstream

    /// Creates a publisher of the last value of `upstream`.
    ///
    /// - Parameter upstream: The publisher whose last value is delivered.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, reduce: .keepingLast(name: "Last") { _ in true })
    }
  }

  /// A publisher that delivers the last value that satisfies a predicate.
  ///
  /// ```swift
  /// let match = Publishers.LastWhere(upstream: [1, 2].publisher) { $0 < 2 }
  /// ```
  public struct LastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The closure that returns `true` for the values to consider.
    public let predicate: (Output) -> Bool

    /// Creates a publisher of the last value of `upstream` that satisfies `predicate`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The closure that returns `true` for the values to consider.
    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, reduce: .keepingLast(name: "LastWhere", predicate))
    }
  }

  /// A publisher that delivers the last value that satisfies a throwing predicate.
  ///
  /// ```swift
  /// let match = Publishers.TryLastWhere(upstream: [1, 2].publisher) { try check($0) }
  /// ```
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The throwing closure that returns `true` for the values to consider.
    public let predicate: (Output) throws -> Bool

    /// Creates a publisher of the last value of `upstream` that satisfies `predicate`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The throwing closure that returns `true` for the values to consider.
    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, reduce: .keepingLast(name: "TryLastWhere", predicate))
    }
  }
}

extension Publishers.Last: Equatable where Upstream: Equatable {}
