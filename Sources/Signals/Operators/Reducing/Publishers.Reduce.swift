extension Publisher {
  /// Combines all values with an accumulating closure and delivers the result when the upstream
  /// finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.reduce(0, +).sink { print($0) }  // Prints "6"
  /// ```
  ///
  /// - Parameters:
  ///   - initialResult: The result before the first value.
  ///   - nextPartialResult: A closure combining the result so far with the next value.
  /// - Returns: A publisher of the final result.
  public func reduce<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Output) -> T
  ) -> Publishers.Reduce<Self, T> {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Combines all values with a throwing accumulating closure; a thrown error fails the stream.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.tryReduce(0) { try add($0, $1) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - initialResult: The result before the first value.
  ///   - nextPartialResult: A throwing closure combining the result so far with the next value.
  /// - Returns: A publisher of the final result.
  public func tryReduce<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(
      upstream: self,
      initial: initialResult,
      nextPartialResult: nextPartialResult
    )
  }
}

extension Publishers {
  /// A publisher that delivers the result of combining all values of its upstream.
  ///
  /// ```swift
  /// let sum = Publishers.Reduce(upstream: [1, 2].publisher, initial: 0, nextPartialResult: +)
  /// ```
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are combined.
    public let upstream: Upstream

    /// The result before the first value.
    public let initial: Output

    /// The closure combining the result so far with the next value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher of the result of combining the values of `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are combined.
    ///   - initial: The result before the first value.
    ///   - nextPartialResult: The closure combining the result so far with the next value.
    public init(
      upstream: Upstream,
      initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      var recipe = TransformRecipe<Upstream.Output, Failure, Output, Failure, Output>(
        name: "Reduce",
        context: initial
      ) { result, input in
        result = next(result, input)
        return .skip(.none)
      }
      recipe.final = { $0 }
      upstream.subscribe(subscriber, reduce: recipe)
    }
  }

  /// A publisher that delivers the result of combining all values with a throwing closure.
  ///
  /// ```swift
  /// let sum = Publishers.TryReduce(upstream: [1].publisher, initial: 0) { try add($0, $1) }
  /// ```
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are combined.
    public let upstream: Upstream

    /// The result before the first value.
    public let initial: Output

    /// The throwing closure combining the result so far with the next value.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher of the result of combining the values of `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are combined.
    ///   - initial: The result before the first value.
    ///   - nextPartialResult: The throwing closure combining the result so far with the next value.
    public init(
      upstream: Upstream,
      initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      var recipe = TransformRecipe<Upstream.Output, Upstream.Failure, Output, Failure, Output>(
        name: "TryReduce",
        context: initial
      ) { result, input in
        .catching {
          result = try next(result, input)
          return .skip(.none)
        }
      }
      recipe.final = { $0 }
      upstream.subscribe(subscriber, reduce: recipe)
    }
  }
}
