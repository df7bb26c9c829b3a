extension Publisher where Output: Comparable {
  /// Delivers the smallest value when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [3, 1, 2].publisher.min().sink { print($0) }  // Prints "1"
  /// ```
  ///
  /// - Returns: A publisher of at most one value.
  public func min() -> Publishers.Comparison<Self> {
    min(by: <)
  }

  /// Delivers the greatest value when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [3, 1, 2].publisher.max().sink { print($0) }  // Prints "3"
  /// ```
  ///
  /// - Returns: A publisher of at most one value.
  public func max() -> Publishers.Comparison<Self> {
    max(by: <)
  }
}

extension Publisher {
  /// Delivers the smallest value by an ordering when the upstream finishes; of equal values, the
  /// first.
  ///
  /// ```swift
  /// let cancellable = ["bb", "a"].publisher.min { $0.count < $1.count }.sink { print($0) }
  /// // Prints "a"
  /// ```
  ///
  /// - Parameter areInIncreasingOrder: A closure that returns `true` when its first argument
  ///   comes before its second.
  /// - Returns: A publisher of at most one value.
  public func min(
    by areInIncreasingOrder: @escaping (Output, Output) -> Bool
  ) -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
  }

  /// Delivers the greatest value by an ordering when the upstream finishes; of equal values, the
  /// first.
  ///
  /// ```swift
  /// let cancellable = ["bb", "a"].publisher.max { $0.count < $1.count }.sink { print($0) }
  /// // Prints "bb"
  /// ```
  ///
  /// - Parameter areInIncreasingOrder: A closure that returns `true` when its first argument
  ///   comes before its second.
  /// - Returns: A publisher of at most one value.
  public func max(
    by areInIncreasingOrder: @escaping (Output, Output) -> Bool
  ) -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Delivers the smallest value by a throwing ordering when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [2, 1].publisher.tryMin { try order($0, $1) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter areInIncreasingOrder: A throwing ordering.
  /// - Returns: A publisher of at most one value that fails with a thrown error.
  public func tryMin(
    by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool
  ) -> Publishers.TryComparison<Self> {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
  }

  /// Delivers the greatest value by a throwing ordering when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [2, 1].publisher.tryMax { try order($0, $1) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter areInIncreasingOrder: A throwing ordering.
  /// - Returns: A publisher of at most one value that fails with a thrown error.
  public func tryMax(
    by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool
  ) -> Publishers.TryComparison<Self> {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }
}

extension Publishers {
  /// A publisher that delivers the greatest value by an ordering (`min` passes it reversed).
  ///
  /// ```swift
  /// let largest = Publishers.Comparison(upstream: [1, 3].publisher, areInIncreasingOrder: <)
  /// ```
  public struct Comparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are compared.
    public let upstream: Upstream

    /// The ordering; the value kept is the greatest by it.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    /// Creates a publisher of the greatest value of `upstream` by `areInIncreasingOrder`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are compared.
    ///   - areInIncreasingOrder: The ordering.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        subscriber,
        reduce: .keepingMaximum(name: "Comparison", areInIncreasingOrder)
      )
    }
  }

  /// A publisher that delivers the greatest value by a throwing ordering.
  ///
  /// ```swift
  /// let largest = Publishers.TryComparison(upstream: [1].publisher) { try order($0, $1) }
  /// ```
  public struct TryComparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are compared.
    public let upstream: Upstream

    /// The throwing ordering; the value kept is the greatest by it.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    /// Creates a publisher of the greatest value of `upstream` by a throwing ordering.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are compared.
    ///   - areInIncreasingOrder: The throwing ordering.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        subscriber,
        reduce: .keepingMaximum(name: "TryComparison", areInIncreasingOrder)
      )
    }
  }
}
