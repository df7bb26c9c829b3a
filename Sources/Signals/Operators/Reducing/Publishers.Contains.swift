extension Publisher where Output: Equatable {
  /// Delivers `true` as soon as a value equals `output` (cancelling the upstream first), or
  /// `false` when the upstream finishes without one.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.contains(2).sink { print($0) }  // Prints "true"
  /// ```
  ///
  /// - Parameter output: The value to look for.
  /// - Returns: A publisher of one Boolean.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

extension Publisher {
  /// Delivers `true` as soon as a value satisfies a predicate, or `false` at the end.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.contains { $0 > 1 }.sink { print($0) }  // Prints "true"
  /// ```
  ///
  /// - Parameter predicate: A closure that returns `true` for the value looked for.
  /// - Returns: A publisher of one Boolean.
  public func contains(
    where predicate: @escaping (Output) -> Bool
  ) -> Publishers.ContainsWhere<Self> {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Delivers `true` as soon as a value satisfies a throwing predicate, or `false` at the end.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.tryContains { try check($0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter predicate: A throwing closure that returns `true` for the value looked for.
  /// - Returns: A publisher of one Boolean that fails with a thrown error.
  public func tryContains(
    where predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryContainsWhere<Self> {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that tells whether its upstream delivers a given value.
  ///
  /// ```swift
  /// let found = Publishers.Contains(upstream: [1, 2].publisher, output: 2)
  /// ```
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The value looked for.
    public let output: Upstream.Output

    /// Creates a publisher that tells whether `upstream` delivers `output`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - output: The value looked for.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = output
      upstream.subscribe(subscriber, reduce: .deciding(name: "Contains", on: true) { $0 == output })
    }
  }

  /// A publisher that tells whether its upstream delivers a value satisfying a predicate.
  ///
  /// ```swift
  /// let found = Publishers.ContainsWhere(upstream: [1, 2].publisher) { $0 > 1 }
  /// ```
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The closure that returns `true` for the value looked for.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that tells whether `upstream` delivers a value satisfying `predicate`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The closure that returns `true` for the value looked for.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, reduce: .deciding(name: "ContainsWhere", on: true, predicate))
    }
  }

  /// A publisher that tells whether its upstream delivers a value satisfying a throwing predicate.
  ///
  /// ```swift
  /// let found = Publishers.TryContainsWhere(upstream: [1, 2].publisher) { try check($0) }
  /// ```
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The throwing closure that returns `true` for the value looked for.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that tells whether `upstream` delivers a value satisfying `predicate`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The throwing closure that returns `true` for the value looked for.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        subscriber,
        reduce: .deciding(name: "TryContainsWhere", on: true, predicate)
      )
    }
  }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}
