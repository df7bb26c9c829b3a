extension Publisher {
  /// Delivers the number of values when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = ["a", "b"].publisher.count().sink { print($0) }  // Prints "2"
  /// ```
  ///
  /// - Returns: A publisher of one count.
  public func count() -> Publishers.Count<Self> {
    Publishers.Count(upstream: self)
  }
}

extension Publishers {
  /// A publisher that delivers the number of values of its upstream.
  ///
  /// ```swift
  /// let total = Publishers.Count(upstream: [1, 2].publisher)
  /// ```
  public struct Count<Upstream: Publisher>: Publisher {
    public typealias Output = Int
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are counted.
    public let upstream: Upstream

    /// Creates a publisher of the number of values of `upstream`.
    ///
    /// - Parameter upstream: The publisher whose values are counted.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var recipe = TransformRecipe<Upstream.Output, Failure, Int, Failure, Int>(
        name: "Count",
        context: 0
      ) { count, _ in
        count += 1
        return .skip(.none)
      }
      recipe.final = { $0 }
      upstream.subscribe(subscriber, reduce: recipe)
    }
  }
}

extension Publishers.Count: Equatable where Upstream: Equatable {}
