extension Publisher {
  /// Transforms every value and delivers the non-`nil` results.
  ///
  /// A value mapped to `nil` does not use up the downstream's demand: the operator asks upstream
  /// for one more.
  ///
  /// ```swift
  /// let cancellable = ["1", "x", "3"].publisher.compactMap { Int($0) }.sink { print($0) }
  /// // Prints "1", "3"
  /// ```
  ///
  /// - Parameter transform: A closure that returns a value or `nil`.
  /// - Returns: A publisher of the non-`nil` results.
  public func compactMap<T>(
    _ transform: @escaping (Output) -> T?
  ) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that delivers the non-`nil` results of a closure applied to each value.
  ///
  /// ```swift
  /// let numbers = Publishers.CompactMap(upstream: ["1", "x"].publisher) { Int($0) }
  /// ```
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream

    /// The closure applied to each value.
    public let transform: (Upstream.Output) -> Output?

    /// Creates a publisher that delivers the non-`nil` results of `transform`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are transformed.
    ///   - transform: The closure applied to each value.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(
        subscriber,
        transform: .init(name: "CompactMap") { transform($0).map { .emit($0) } ?? .skip(.max(1)) }
      )
    }
  }
}

extension Publishers.CompactMap {
  /// Fuses another compacting transformation into this one, as Combine does.
  ///
  /// ```swift
  /// let fused = ["1"].publisher.compactMap { Int($0) }.compactMap { $0 > 0 ? $0 : nil }
  /// ```
  ///
  /// - Parameter transform: A closure applied to the non-`nil` results.
  /// - Returns: One compact-map publisher that applies both closures.
  public func compactMap<T>(
    _ transform: @escaping (Output) -> T?
  ) -> Publishers.CompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
  }

  /// Fuses a transformation into this one, as Combine does.
  ///
  /// ```swift
  /// let fused = ["1"].publisher.compactMap { Int($0) }.map { $0 * 2 }
  /// ```
  ///
  /// - Parameter transform: A closure applied to the non-`nil` results.
  /// - Returns: One compact-map publisher that applies both closures.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
  }
}
