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
  /// Like Combine's, it adds no subscription of its own: its subscriber receives the upstream's.
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

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Inlined, and `receive(subscriber:)`, so a chain stays specialised: see `Publishers.Map`.
      upstream.receive(
        subscriber: CompactMapSubscriber(downstream: subscriber, transform: transform)
      )
    }
  }
}

/// The subscriber a compact map attaches upstream, as in Combine: it hands the upstream's
/// subscription straight to the downstream, delivers the non-`nil` results and answers a `nil` with
/// a demand of one, with no lock, no state and no subscription of its own.
///
/// Requests and cancellation go to the upstream directly, so the upstream's own guarantees (no
/// value after a cancel or a completion) are the chain's. It is inlinable, so a chain of concrete
/// types is specialised in the caller; it is not nested in its publisher, whose type grows with
/// each stage of a chain, because the optimiser stops specialising a function that recurs on one
/// call chain with a growing type.
@usableFromInline
struct CompactMapSubscriber<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let transform: (Input) -> Downstream.Input?
  @usableFromInline let combineIdentifier: CombineIdentifier

  @inlinable
  init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
    self.downstream = downstream
    self.transform = transform
    combineIdentifier = CombineIdentifier()
  }

  @usableFromInline var description: String { "CompactMap" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
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
