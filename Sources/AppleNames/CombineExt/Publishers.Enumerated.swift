public import Signals

extension Publisher {
  /// Pairs each value with its position, counting from `initial` (CombineExt).
  ///
  /// ```swift
  /// let cancellable = ["a", "b"].publisher.enumerated().sink { print($0.index, $0.element) }
  /// // Prints "0 a", "1 b"
  /// ```
  ///
  /// - Parameter initial: The index of the first value.
  /// - Returns: A publisher of `(index, element)` pairs.
  public func enumerated(initial: Int = 0) -> Publishers.Enumerated<Self> {
    Publishers.Enumerated(upstream: self, initial: initial)
  }
}

extension Publishers {
  /// A publisher that pairs each value of its upstream with its position (CombineExt).
  ///
  /// Each subscription counts on its own, from ``initial``.
  ///
  /// ```swift
  /// let numbered = Publishers.Enumerated(upstream: names, initial: 1)
  /// ```
  public struct Enumerated<Upstream: Publisher>: Publisher {
    public typealias Output = (index: Int, element: Upstream.Output)
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are numbered.
    public let upstream: Upstream
    /// The index of the first value.
    public let initial: Int

    /// Creates a publisher that numbers `upstream`'s values from `initial`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are numbered.
    ///   - initial: The index of the first value.
    public init(upstream: Upstream, initial: Int = 0) {
      self.upstream = upstream
      self.initial = initial
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = Locked(initial)
      upstream.map { element in
        let index = next.withLock { next in
          defer { next += 1 }
          return next
        }
        return (index: index, element: element)
      }
      .subscribe(subscriber)
    }
  }
}
