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
  /// Like Combine's, it adds no subscription of its own: its subscriber receives the upstream's.
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

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // The optimiser stops specialising a generic function that recurs with a growing type more
      // than once on one call chain, which would leave a long chain's value path generic
      // (metadata look-ups on every value). So this calls `receive(subscriber:)`, not
      // `subscribe(_:)` (which would recur at every stage), and is always inlined (a chain with
      // three maps would recur here).
      upstream.receive(subscriber: MapSubscriber(downstream: subscriber, transform: transform))
    }
  }
}

/// The subscriber a map attaches upstream, as in Combine: it hands the upstream's subscription
/// straight to the downstream and transforms each value on its way, with no lock, no state and no
/// subscription of its own.
///
/// Requests and cancellation go to the upstream directly, so the upstream's own guarantees (no
/// value after a cancel or a completion) are the chain's. It is inlinable, so a chain of concrete
/// types is specialised in the caller; it is not nested in its publisher, whose type grows with
/// each stage of a chain, because the optimiser stops specialising a function that recurs on one
/// call chain with a growing type.
@usableFromInline
struct MapSubscriber<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let transform: (Input) -> Downstream.Input
  @usableFromInline let combineIdentifier: CombineIdentifier

  @inlinable
  init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input) {
    self.downstream = downstream
    self.transform = transform
    combineIdentifier = CombineIdentifier()
  }

  /// Combine's name for the subscriber (the key-path forms of `map` attach a
  /// ``KeyPathMapSubscriber``, named `ValueForKey` or `ValueForKeys`).
  @usableFromInline var description: String { "Map" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(transform(input))
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
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
