extension Publisher where Failure == Never {
  /// Changes the declared failure type of a publisher that cannot fail.
  ///
  /// ```swift
  /// let typed: AnyPublisher<Int, URLError> = Just(1).setFailureType(to: URLError.self)
  ///   .eraseToAnyPublisher()
  /// ```
  ///
  /// - Parameter failureType: The failure type to declare.
  /// - Returns: A publisher that never fails but declares `E` as its failure.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E>
  {
    Publishers.SetFailureType(upstream: self)
  }
}

extension Publishers {
  /// A publisher that declares a failure type for an upstream that cannot fail.
  ///
  /// Like Combine's, it adds no subscription of its own: its subscriber receives the upstream's.
  ///
  /// ```swift
  /// let typed = Publishers.SetFailureType<Just<Int>, TestError>(upstream: Just(1))
  /// ```
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    public typealias Output = Upstream.Output

    /// The publisher that cannot fail.
    public let upstream: Upstream

    /// Creates a publisher that declares `Failure` for `upstream`.
    ///
    /// - Parameter upstream: The publisher that cannot fail.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Inlined, and `receive(subscriber:)`, so a chain stays specialised: see `Publishers.Map`.
      upstream.receive(subscriber: SetFailureTypeSubscriber(downstream: subscriber))
    }

    /// Declares another failure type instead, as Combine does.
    ///
    /// ```swift
    /// let retyped = Just(1).setFailureType(to: TestError.self).setFailureType(to: URLError.self)
    /// ```
    ///
    /// - Parameter failure: The failure type to declare.
    /// - Returns: A publisher that declares `E` as its failure.
    public func setFailureType<E: Error>(
      to failure: E.Type
    ) -> Publishers.SetFailureType<Upstream, E> {
      Publishers.SetFailureType(upstream: upstream)
    }
  }
}

/// The subscriber `setFailureType(to:)` attaches upstream, as in Combine: it hands the upstream's
/// subscription straight to the downstream and passes every event through, with no lock, no state
/// and no subscription of its own.
///
/// Requests and cancellation go to the upstream directly, so the upstream's own guarantees (no
/// value after a cancel or a completion) are the chain's. It is inlinable, so a chain of concrete
/// types is specialised in the caller; it is not nested in its publisher, whose type grows with
/// each stage of a chain, because the optimiser stops specialising a function that recurs on one
/// call chain with a growing type.
@usableFromInline
struct SetFailureTypeSubscriber<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline typealias Input = Downstream.Input
  @usableFromInline typealias Failure = Never

  @usableFromInline let downstream: Downstream
  @usableFromInline let combineIdentifier: CombineIdentifier

  @inlinable
  init(downstream: Downstream) {
    self.downstream = downstream
    combineIdentifier = CombineIdentifier()
  }

  @usableFromInline var description: String { "SetFailureType" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Never>) {
    downstream.receive(completion: .finished)
  }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}
