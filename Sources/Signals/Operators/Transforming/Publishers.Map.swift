extension Publisher {
  /// Transforms every value from the upstream publisher with a closure.
  ///
  /// ```swift
  /// let cancellable = Just(21).map { $0 * 2 }.sink { print($0) }  // Prints "42"
  /// ```
  ///
  /// - Parameter transform: A closure that takes one upstream value and returns a new value.
  /// - Returns: A publisher that delivers the transformed values.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Replaces `nil` values from the upstream publisher with `output`.
  ///
  /// ```swift
  /// let cancellable = [1, nil, 3].publisher.replaceNil(with: 0).sink { print($0) }
  /// // Prints "1", "0", "3"
  /// ```
  ///
  /// - Parameter output: The value delivered in place of `nil`.
  /// - Returns: A publisher of non-optional values.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    map { $0 ?? output }
  }
}

extension Publishers {
  /// A publisher that transforms every value from its upstream with a closure.
  ///
  /// ```swift
  /// let doubled = Publishers.Map(upstream: [1, 2].publisher) { $0 * 2 }
  /// ```
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream

    /// The closure applied to each value.
    public let transform: (Upstream.Output) -> Output

    /// Creates a publisher that transforms the values of `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are transformed.
    ///   - transform: The closure applied to each value.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(subscriber, transform: .init(name: "Map") { .emit(transform($0)) })
    }
  }
}

extension Publishers.Map {
  /// Fuses a second transformation into this one, as Combine does.
  ///
  /// ```swift
  /// let fused: Publishers.Map<Publishers.Sequence<[Int], Never>, String> =
  ///   [1].publisher.map { $0 + 1 }.map { "\($0)" }
  /// ```
  ///
  /// - Parameter transform: A closure applied after this publisher's transform.
  /// - Returns: One map publisher that applies both closures.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
    let first = self.transform
    return Publishers.Map(upstream: upstream) { transform(first($0)) }
  }

  /// Fuses a throwing transformation into this one, as Combine does.
  ///
  /// ```swift
  /// let fused = [1].publisher.map { $0 + 1 }.tryMap { "\($0)" }
  /// ```
  ///
  /// - Parameter transform: A throwing closure applied after this publisher's transform.
  /// - Returns: One try-map publisher that applies both closures.
  public func tryMap<T>(
    _ transform: @escaping (Output) throws -> T
  ) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(first($0)) }
  }
}
