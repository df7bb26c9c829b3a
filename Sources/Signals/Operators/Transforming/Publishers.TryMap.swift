extension Publisher {
  /// Transforms every value with a throwing closure; a thrown error fails the stream.
  ///
  /// As in Combine, a value a misbehaving upstream sends after the end (or a cancel) is still
  /// transformed and delivered (a thrown error too, as a failure), to a downstream alive
  /// elsewhere: the operator then holds its downstream only weakly. A completion after the end
  /// is dropped.
  ///
  /// ```swift
  /// let cancellable = ["1", "x"].publisher
  ///   .tryMap { text -> Int in
  ///     guard let value = Int(text) else { throw URLError(.badURL) }
  ///     return value
  ///   }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter transform: A closure that returns a new value or throws.
  /// - Returns: A publisher that delivers the transformed values or fails with the thrown error.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that transforms every value with a throwing closure.
  ///
  /// ```swift
  /// let parsed = Publishers.TryMap(upstream: ["1"].publisher) { try parse($0) }
  /// ```
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are transformed.
    public let upstream: Upstream

    /// The throwing closure applied to each value.
    public let transform: (Upstream.Output) throws -> Output

    /// Creates a publisher that transforms the values of `upstream` with a throwing closure.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are transformed.
    ///   - transform: The throwing closure applied to each value.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      var recipe = TransformRecipe<Upstream.Output, Upstream.Failure, Output, Failure, Void>(
        name: "TryMap"
      ) { input in .catching { .emit(try transform(input)) } }
      recipe.valuePolicy = .untilEnd
      recipe.afterEnd = TransformAfterEnd(values: true, endings: true)
      upstream.subscribe(subscriber, transform: recipe)
    }
  }
}

extension Publishers.TryMap {
  /// Fuses a transformation into this one, as Combine does.
  ///
  /// ```swift
  /// let fused = ["1"].publisher.tryMap { try parse($0) }.map { $0 * 2 }
  /// ```
  ///
  /// - Parameter transform: A closure applied after this publisher's transform.
  /// - Returns: One try-map publisher that applies both closures.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { transform(try first($0)) }
  }

  /// Fuses a throwing transformation into this one, as Combine does.
  ///
  /// ```swift
  /// let fused = ["1"].publisher.tryMap { try parse($0) }.tryMap { try check($0) }
  /// ```
  ///
  /// - Parameter transform: A throwing closure applied after this publisher's transform.
  /// - Returns: One try-map publisher that applies both closures.
  public func tryMap<T>(
    _ transform: @escaping (Output) throws -> T
  ) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(try first($0)) }
  }
}
