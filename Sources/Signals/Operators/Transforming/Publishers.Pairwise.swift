extension Publisher {
  /// Delivers each value paired with the value before it, starting with the second value.
  ///
  /// Beyond Combine. The first value asks upstream for one more, so demand is not used up.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.pairwise().sink { print($0) }
  /// // Prints "(1, 2)", "(2, 3)"
  /// ```
  ///
  /// - Returns: A publisher of (previous, current) pairs.
  public func pairwise() -> Publishers.Pairwise<Self> {
    Publishers.Pairwise(upstream: self)
  }
}

extension Publishers {
  /// A publisher that delivers consecutive values of its upstream as pairs.
  ///
  /// ```swift
  /// let pairs = Publishers.Pairwise(upstream: [1, 2].publisher)
  /// ```
  public struct Pairwise<Upstream: Publisher>: Publisher {
    public typealias Output = (Upstream.Output, Upstream.Output)
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are paired.
    public let upstream: Upstream

    /// Creates a publisher of consecutive pairs of the values of `upstream`.
    ///
    /// - Parameter upstream: The publisher whose values are paired.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        subscriber,
        transform: .init(name: "Pairwise", context: Upstream.Output?.none) { previous, input in
          defer { previous = input }
          return previous.map { .emit(($0, input)) } ?? .skip(.max(1))
        }
      )
    }
  }
}
