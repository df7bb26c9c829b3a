extension Publisher {
  /// Delivers every intermediate result of combining the values with an accumulating closure.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.scan(0, +).sink { print($0) }  // Prints "1", "3", "6"
  /// ```
  ///
  /// - Parameters:
  ///   - initialResult: The result before the first value.
  ///   - nextPartialResult: A closure combining the last result with the next value.
  /// - Returns: A publisher of the running results.
  public func scan<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Output) -> T
  ) -> Publishers.Scan<Self, T> {
    Publishers.Scan(
      upstream: self,
      initialResult: initialResult,
      nextPartialResult: nextPartialResult
    )
  }

  /// Delivers every intermediate result of a throwing accumulating closure.
  ///
  /// As in Combine, a value a misbehaving upstream sends after the end (or a cancel) is still
  /// accumulated and delivered, to a downstream alive elsewhere (held only weakly then); an
  /// error thrown then, and a completion after the end, are dropped.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.tryScan(0) { try add($0, $1) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - initialResult: The result before the first value.
  ///   - nextPartialResult: A throwing closure combining the last result with the next value.
  /// - Returns: A publisher of the running results that fails with a thrown error.
  public func tryScan<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(
      upstream: self,
      initialResult: initialResult,
      nextPartialResult: nextPartialResult
    )
  }
}

extension Publishers {
  /// A publisher that delivers the running results of an accumulating closure.
  ///
  /// ```swift
  /// let sums = Publishers.Scan(upstream: [1, 2].publisher, initialResult: 0, nextPartialResult: +)
  /// ```
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are accumulated.
    public let upstream: Upstream

    /// The result before the first value.
    public let initialResult: Output

    /// The closure combining the last result with the next value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher of the running results of `nextPartialResult`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are accumulated.
    ///   - initialResult: The result before the first value.
    ///   - nextPartialResult: The closure combining the last result with the next value.
    public init(
      upstream: Upstream,
      initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Like Combine's, it adds no subscription of its own: its subscriber receives the
      // upstream's.
      upstream.receive(
        subscriber: ScanSubscriber(
          downstream: subscriber,
          initialResult: initialResult,
          next: nextPartialResult
        )
      )
    }
  }

  /// A publisher that delivers the running results of a throwing accumulating closure.
  ///
  /// ```swift
  /// let sums = Publishers.TryScan(upstream: [1].publisher, initialResult: 0) { try add($0, $1) }
  /// ```
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are accumulated.
    public let upstream: Upstream

    /// The result before the first value.
    public let initialResult: Output

    /// The throwing closure combining the last result with the next value.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher of the running results of a throwing `nextPartialResult`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are accumulated.
    ///   - initialResult: The result before the first value.
    ///   - nextPartialResult: The throwing closure combining the last result with the next value.
    public init(
      upstream: Upstream,
      initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      var recipe = TransformRecipe<Upstream.Output, Upstream.Failure, Output, Failure, Output>(
        name: "TryScan",
        context: initialResult
      ) { result, input in
        .catching {
          result = try next(result, input)
          return .emit(result)
        }
      }
      recipe.valuePolicy = .untilEnd
      recipe.afterEnd = TransformAfterEnd(values: true)
      upstream.subscribe(subscriber, transform: recipe)
    }
  }
}
