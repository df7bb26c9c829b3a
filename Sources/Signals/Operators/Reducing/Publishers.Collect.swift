extension Publisher {
  /// Collects all values into one array, delivered when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.collect().sink { print($0) }  // Prints "[1, 2, 3]"
  /// ```
  ///
  /// - Returns: A publisher of one array of all the values.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }

  /// Collects values into arrays of `count`, delivering a shorter last array when the upstream
  /// finishes.
  ///
  /// A demand of one array asks upstream for `count` values. A failure drops the values not yet
  /// delivered. As in Combine, a completion that arrives after the end or a cancel still reaches
  /// a downstream alive elsewhere (held weakly); values after the end do not.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.collect(2).sink { print($0) }
  /// // Prints "[1, 2]", "[3]"
  /// ```
  ///
  /// - Parameter count: The size of each array; must be at least one.
  /// - Returns: A publisher of arrays of values.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}

extension Publishers {
  /// A publisher that delivers all values of its upstream as one array.
  ///
  /// ```swift
  /// let all = Publishers.Collect(upstream: [1, 2].publisher)
  /// ```
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are collected.
    public let upstream: Upstream

    /// Creates a publisher that collects all values of `upstream`.
    ///
    /// - Parameter upstream: The publisher whose values are collected.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var recipe = TransformRecipe<Upstream.Output, Failure, Output, Failure, Output>(
        name: "Collect",
        context: []
      ) { values, input in
        values.append(input)
        return .skip(.none)
      }
      recipe.final = { $0 }
      upstream.subscribe(subscriber, reduce: recipe)
    }
  }

  /// A publisher that delivers the values of its upstream in arrays of a given size.
  ///
  /// ```swift
  /// let pairs = Publishers.CollectByCount(upstream: [1, 2, 3].publisher, count: 2)
  /// ```
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are collected.
    public let upstream: Upstream

    /// The size of each array.
    public let count: Int

    /// Creates a publisher of arrays of `count` values of `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are collected.
    ///   - count: The size of each array; must be at least one.
    public init(upstream: Upstream, count: Int) {
      precondition(count > 0, "collect(_:) was given \(count); the count must be at least one")
      self.upstream = upstream
      self.count = count
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let size = count
      var recipe = TransformRecipe<Upstream.Output, Failure, Output, Failure, Output>(
        name: "CollectByCount",
        context: []
      ) { values, input in
        values.append(input)
        guard values.count == size else { return .skip(.none) }
        defer { values.removeAll(keepingCapacity: true) }
        return .emit(values)
      }
      recipe.final = { $0.isEmpty ? nil : $0 }
      recipe.demandScale = size
      recipe.afterEnd = TransformAfterEnd(completions: true)
      upstream.subscribe(subscriber, transform: recipe)
    }
  }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}

extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}
