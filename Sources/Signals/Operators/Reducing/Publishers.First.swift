extension Publisher {
  /// Delivers the first value, then finishes; the upstream is cancelled before the value is sent.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.first().sink { print($0) }  // Prints "1"
  /// ```
  ///
  /// - Returns: A publisher of at most one value.
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// Delivers the first value that satisfies a predicate, then finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.first { $0 > 1 }.sink { print($0) }  // Prints "2"
  /// ```
  ///
  /// - Parameter predicate: A closure that returns `true` for the value to deliver.
  /// - Returns: A publisher of at most one value.
  public func first(
    where predicate: @escaping (Output) -> Bool
  ) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Delivers the first value that satisfies a throwing predicate, then finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.tryFirst { try check($0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter predicate: A throwing closure that returns `true` for the value to deliver.
  /// - Returns: A publisher of at most one value that fails with a thrown error.
  public func tryFirst(
    where predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryFirstWhere<Self> {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that delivers the first value of its upstream.
  ///
  /// ```swift
  /// let head = Publishers.First(upstream: [1, 2].publisher)
  /// ```
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose first value is delivered.
    public let upstream: Upstream

    /// Creates a publisher of the first value of `upstream`.
    ///
    /// - Parameter upstream: The publisher whose first value is delivered.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, reduce: .init(name: "First") { .emit($0) })
    }
  }

  /// A publisher that delivers the first value that satisfies a predicate.
  ///
  /// ```swift
  /// let match = Publishers.FirstWhere(upstream: [1, 2].publisher) { $0 > 1 }
  /// ```
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The closure that returns `true` for the value to deliver.
    public let predicate: (Output) -> Bool

    /// Creates a publisher of the first value of `upstream` that satisfies `predicate`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The closure that returns `true` for the value to deliver.
    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(
        subscriber,
        reduce: .init(name: "TryFirst") { predicate($0) ? .emit($0) : .skip(.none) }
      )
    }
  }

  /// A publisher that delivers the first value that satisfies a throwing predicate.
  ///
  /// ```swift
  /// let match = Publishers.TryFirstWhere(upstream: [1, 2].publisher) { try check($0) }
  /// ```
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The throwing closure that returns `true` for the value to deliver.
    public let predicate: (Output) throws -> Bool

    /// Creates a publisher of the first value of `upstream` that satisfies `predicate`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The throwing closure that returns `true` for the value to deliver.
    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(
        subscriber,
        reduce: .init(name: "TryFirstWhere") { input in
          .catching { try predicate(input) ? .emit(input) : .skip(.none) }
        }
      )
    }
  }
}

extension Publishers.First: Equatable where Upstream: Equatable {}
