extension Publisher {
  /// Transforms every value with a throwing closure and delivers the non-`nil` results.
  ///
  /// ```swift
  /// let cancellable = ["1", "x"].publisher
  ///   .tryCompactMap { try validate($0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter transform: A closure that returns a value, `nil`, or throws.
  /// - Returns: A publisher of the non-`nil` results that fails with a thrown error.
  public func tryCompactMap<T>(
    _ transform: @escaping (Output) throws -> T?
  ) -> Publishers.TryCompactMap<Self, T> {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that delivers the non-`nil` results of a throwing closure.
  ///
  /// ```swift
  /// let numbers = Publishers.TryCompactMap(upstream: ["1"].publisher) { try validate($0) }
  /// ```
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are transformed.
    public let upstream: Upstream

    /// The throwing closure applied to each value.
    public let transform: (Upstream.Output) throws -> Output?

    /// Creates a publisher that delivers the non-`nil` results of a throwing `transform`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are transformed.
    ///   - transform: The throwing closure applied to each value.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(
        subscriber,
        transform: .init(name: "TryCompactMap") { input in
          .catching { try transform(input).map { .emit($0) } ?? .skip(.max(1)) }
        }
      )
    }
  }
}

extension Publishers.TryCompactMap {
  /// Fuses another compacting transformation, which may throw, into this one, as Combine does.
  ///
  /// ```swift
  /// let fused = ["1"].publisher.tryCompactMap { try validate($0) }.compactMap { $0 > 0 ? $0 : nil }
  /// ```
  ///
  /// - Parameter transform: A throwing closure applied to the non-`nil` results.
  /// - Returns: One try-compact-map publisher that applies both closures.
  public func compactMap<T>(
    _ transform: @escaping (Output) throws -> T?
  ) -> Publishers.TryCompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryCompactMap(upstream: upstream) { try first($0).flatMap(transform) }
  }
}
