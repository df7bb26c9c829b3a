extension Publisher where Output: Equatable {
  /// Delivers only values that differ from the previous value.
  ///
  /// ```swift
  /// let cancellable = [1, 1, 2, 2, 1].publisher.removeDuplicates().sink { print($0) }
  /// // Prints "1", "2", "1"
  /// ```
  ///
  /// - Returns: A publisher that drops consecutive duplicates.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}

extension Publisher {
  /// Delivers only values that a predicate does not call duplicates of the previous value.
  ///
  /// Each value is compared with the value just before it, delivered or not, as in Combine.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 5].publisher.removeDuplicates { abs($0 - $1) < 2 }
  ///   .sink { print($0) }  // Prints "1", "5"
  /// ```
  ///
  /// - Parameter predicate: A closure that returns `true` when the second value duplicates the first.
  /// - Returns: A publisher that drops consecutive duplicates.
  public func removeDuplicates(
    by predicate: @escaping (Output, Output) -> Bool
  ) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Delivers only values that a throwing predicate does not call duplicates of the previous value.
  ///
  /// ```swift
  /// let cancellable = [1, 1].publisher.tryRemoveDuplicates { try same($0, $1) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter predicate: A throwing closure that returns `true` for a duplicate.
  /// - Returns: A publisher that drops consecutive duplicates and fails with a thrown error.
  public func tryRemoveDuplicates(
    by predicate: @escaping (Output, Output) throws -> Bool
  ) -> Publishers.TryRemoveDuplicates<Self> {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that drops values a predicate calls duplicates of the previous value.
  ///
  /// ```swift
  /// let distinct = Publishers.RemoveDuplicates(upstream: [1, 1].publisher, predicate: ==)
  /// ```
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The closure that returns `true` when the second value duplicates the first.
    public let predicate: (Output, Output) -> Bool

    /// Creates a publisher that drops consecutive duplicates of `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The closure that returns `true` for a duplicate.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(
        subscriber,
        transform: .init(name: "RemoveDuplicates", context: Output?.none) { previous, input in
          defer { previous = input }
          return previous.map { predicate($0, input) } == true ? .skip(.max(1)) : .emit(input)
        }
      )
    }
  }

  /// A publisher that drops values a throwing predicate calls duplicates of the previous value.
  ///
  /// ```swift
  /// let distinct = Publishers.TryRemoveDuplicates(upstream: [1].publisher) { try same($0, $1) }
  /// ```
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are checked.
    public let upstream: Upstream

    /// The throwing closure that returns `true` when the second value duplicates the first.
    public let predicate: (Output, Output) throws -> Bool

    /// Creates a publisher that drops consecutive duplicates of `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are checked.
    ///   - predicate: The throwing closure that returns `true` for a duplicate.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(
        subscriber,
        transform: .init(name: "TryRemoveDuplicates", context: Output?.none) { previous, input in
          defer { previous = input }
          return .catching {
            try previous.map { try predicate($0, input) } == true ? .skip(.max(1)) : .emit(input)
          }
        }
      )
    }
  }
}
