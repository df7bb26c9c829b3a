extension Publisher {
  /// Delivers every event of the upstream, its completion included, as a ``StreamEvent`` value,
  /// then finishes; the result never fails.
  ///
  /// Beyond Combine. The event made from the completion waits for the downstream's demand.
  ///
  /// ```swift
  /// let cancellable = Fail<Int, TestError>(error: .oops).materialize().sink { print($0) }
  /// // Prints "failure(oops)"
  /// ```
  ///
  /// - Returns: A publisher of the upstream's events.
  public func materialize() -> Publishers.Materialize<Self> {
    Publishers.Materialize(upstream: self)
  }
}

extension Publishers {
  /// A publisher that delivers its upstream's events as ``StreamEvent`` values.
  ///
  /// ```swift
  /// let events = Publishers.Materialize(upstream: [1].publisher)
  /// ```
  public struct Materialize<Upstream: Publisher>: Publisher {
    public typealias Output = StreamEvent<Upstream.Output, Upstream.Failure>
    public typealias Failure = Never

    /// The publisher whose events are delivered.
    public let upstream: Upstream

    /// Creates a publisher of the events of `upstream`.
    ///
    /// - Parameter upstream: The publisher whose events are delivered.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        subscriber,
        name: "Materialize",
        map: { .value($0) },
        ending: { completion, _ in
          switch completion {
          case .finished: TransformEnding(last: .finished, completion: .finished)
          case .failure(let error): TransformEnding(last: .failure(error), completion: .finished)
          }
        }
      )
    }
  }
}
