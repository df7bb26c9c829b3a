extension Publisher {
  /// Delivers `output` when the upstream finishes without delivering any value.
  ///
  /// As in Combine, the replacement waits for the downstream's demand, the downstream's
  /// requests are passed on, and the upstream is also asked for `.unlimited` once the downstream
  /// has its subscription: the upstream's values reach the downstream whatever it asked for.
  ///
  /// ```swift
  /// let cancellable = [Int]().publisher.replaceEmpty(with: 0).sink { print($0) }  // Prints "0"
  /// ```
  ///
  /// - Parameter output: The value delivered for an empty upstream.
  /// - Returns: A publisher of the upstream's values, or of `output` alone.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that delivers a value when its upstream finishes without any.
  ///
  /// ```swift
  /// let orZero = Publishers.ReplaceEmpty(upstream: [Int]().publisher, output: 0)
  /// ```
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The value delivered for an empty upstream.
    public let output: Upstream.Output

    /// The publisher whose values are passed on.
    public let upstream: Upstream

    /// Creates a publisher that delivers `output` when `upstream` finishes empty.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are passed on.
    ///   - output: The value delivered for an empty upstream.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = output
      upstream.subscribe(
        subscriber,
        name: "ReplaceEmpty",
        map: { $0 },
        ending: { completion, delivered in
          guard case .finished = completion, !delivered else {
            return TransformEnding(completion: completion)
          }
          return TransformEnding(last: output, completion: .finished)
        },
        requestsEverything: true
      )
    }
  }
}

extension Publishers.ReplaceEmpty: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}
