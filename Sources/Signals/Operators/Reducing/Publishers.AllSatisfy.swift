extension Publisher {
  /// Delivers `false` as soon as a value fails a predicate (cancelling the upstream), or `true`
  /// when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "true"
  /// ```
  ///
  /// - Parameter predicate: A closure that returns `true` for a satisfying value.
  /// - Returns: A publisher of one Boolean.
  public func allSatisfy(
    _ predicate: @escaping (Output) -> Bool
  ) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }

  /// Delivers `false` as soon as a value fails a throwing predicate, or `true` at the end.
  ///
  /// ```swift
  /// let cancellable = [2, 4].publisher.tryAllSatisfy { try check($0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter predicate: A throwing closure that returns `true` for a satisfying value.
  /// - Returns: A publisher of one Boolean that fails with a thrown error.
  public func tryAllSatisfy(
    _ predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryAllSatisfy<Self> {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that tells whether every value of its upstream satisfies a predicate.
  ///
  /// ```swift
  /// let allPositive = Publishers.AllSatisfy(upstream: [1, 2].publisher) { $0 > 0 }
  /// ```
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The closure that returns `true` for a satisfying value.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that tells whether every value of `upstream` satisfies `predicate`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The closure that returns `true` for a satisfying value.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, reduce: .deciding(name: "AllSatisfy", on: false, predicate))
    }
  }

  /// A publisher that tells whether every value of its upstream satisfies a throwing predicate.
  ///
  /// ```swift
  /// let allValid = Publishers.TryAllSatisfy(upstream: [1, 2].publisher) { try check($0) }
  /// ```
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The throwing closure that returns `true` for a satisfying value.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that tells whether every value of `upstream` satisfies `predicate`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The throwing closure that returns `true` for a satisfying value.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        subscriber,
        reduce: .deciding(name: "TryAllSatisfy", on: false, predicate)
      )
    }
  }
}
