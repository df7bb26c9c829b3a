extension Publisher {
  /// Converts a failure from the upstream publisher into a new error.
  ///
  /// ```swift
  /// let cancellable = Fail<Int, URLError>(error: URLError(.badURL))
  ///   .mapError { _ in AppError.network }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter transform: A closure that turns the upstream's error into a new one.
  /// - Returns: A publisher that fails with the converted error.
  public func mapError<E: Error>(
    _ transform: @escaping (Failure) -> E
  ) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform)
  }
}

extension Publishers {
  /// A publisher that converts its upstream's failure into a new error.
  ///
  /// Like Combine's, it adds no subscription of its own: its subscriber receives the upstream's.
  ///
  /// ```swift
  /// let converted = Publishers.MapError(upstream: Fail<Int, TestError>(error: .oops)) { $0 as Error }
  /// ```
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output

    /// The publisher whose failure is converted.
    public let upstream: Upstream

    /// The closure that converts the failure.
    public let transform: (Upstream.Failure) -> Failure

    /// Creates a publisher that converts the failure of `upstream` with `transform`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose failure is converted.
    ///   - transform: The closure that converts the failure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Creates a publisher that converts the failure of `upstream` with `map`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose failure is converted.
    ///   - map: The closure that converts the failure.
    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Inlined, and `receive(subscriber:)`, so a chain stays specialised: see `Publishers.Map`.
      upstream.receive(subscriber: MapErrorSubscriber(downstream: subscriber, transform: transform))
    }
  }
}

/// The subscriber `mapError` attaches upstream, as in Combine: it hands the upstream's
/// subscription straight to the downstream, passes values through and converts a failure, with no
/// lock, no state and no subscription of its own.
///
/// Requests and cancellation go to the upstream directly, so the upstream's own guarantees (no
/// value after a cancel or a completion) are the chain's. It is inlinable, so a chain of concrete
/// types is specialised in the caller; it is not nested in its publisher, whose type grows with
/// each stage of a chain, because the optimiser stops specialising a function that recurs on one
/// call chain with a growing type.
@usableFromInline
struct MapErrorSubscriber<Failure: Error, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible
{
  @usableFromInline typealias Input = Downstream.Input

  @usableFromInline let downstream: Downstream
  @usableFromInline let transform: (Failure) -> Downstream.Failure
  @usableFromInline let combineIdentifier: CombineIdentifier

  @inlinable
  init(downstream: Downstream, transform: @escaping (Failure) -> Downstream.Failure) {
    self.downstream = downstream
    self.transform = transform
    combineIdentifier = CombineIdentifier()
  }

  @usableFromInline var description: String { "MapError" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: downstream.receive(completion: .finished)
    case .failure(let error): downstream.receive(completion: .failure(transform(error)))
    }
  }
}
