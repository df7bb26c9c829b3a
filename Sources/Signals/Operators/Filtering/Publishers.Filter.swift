extension Publisher {
  /// Delivers only the values that satisfy a predicate.
  ///
  /// A removed value does not use up the downstream's demand: the operator asks upstream for one
  /// more.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3, 4].publisher.filter { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "2", "4"
  /// ```
  ///
  /// - Parameter isIncluded: A closure that returns `true` for the values to deliver.
  /// - Returns: A publisher of the values that satisfy the predicate.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Delivers only the values that satisfy a throwing predicate; a thrown error fails the stream.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.tryFilter { try check($0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter isIncluded: A throwing closure that returns `true` for the values to deliver.
  /// - Returns: A publisher of the values that satisfy the predicate.
  public func tryFilter(
    _ isIncluded: @escaping (Output) throws -> Bool
  ) -> Publishers.TryFilter<Self> {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
}

extension Publishers {
  /// A publisher that delivers only the values that satisfy a predicate.
  ///
  /// Like Combine's, it adds no subscription of its own: its subscriber receives the upstream's.
  ///
  /// ```swift
  /// let evens = Publishers.Filter(upstream: [1, 2].publisher) { $0.isMultiple(of: 2) }
  /// ```
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are filtered.
    public let upstream: Upstream

    /// The predicate that decides which values are delivered.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Creates a publisher of the values of `upstream` that satisfy `isIncluded`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are filtered.
    ///   - isIncluded: The predicate that decides which values are delivered.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Inlined, and `receive(subscriber:)`, so a chain stays specialised: see `Publishers.Map`.
      upstream.receive(subscriber: FilterSubscriber(downstream: subscriber, isIncluded: isIncluded))
    }
  }

  /// A publisher that delivers only the values that satisfy a throwing predicate.
  ///
  /// ```swift
  /// let checked = Publishers.TryFilter(upstream: [1, 2].publisher) { try check($0) }
  /// ```
  public struct TryFilter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are filtered.
    public let upstream: Upstream

    /// The throwing predicate that decides which values are delivered.
    public let isIncluded: (Upstream.Output) throws -> Bool

    /// Creates a publisher of the values of `upstream` that satisfy a throwing `isIncluded`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are filtered.
    ///   - isIncluded: The throwing predicate that decides which values are delivered.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.subscribe(
        subscriber,
        transform: .init(name: "TryFilter") { input in
          .catching { try isIncluded(input) ? .emit(input) : .skip(.max(1)) }
        }
      )
    }
  }
}

/// The subscriber a filter attaches upstream, as in Combine: it hands the upstream's subscription
/// straight to the downstream and answers a removed value with a demand of one, with no lock, no
/// state and no subscription of its own.
///
/// Requests and cancellation go to the upstream directly, so the upstream's own guarantees (no
/// value after a cancel or a completion) are the chain's. It is inlinable, so a chain of concrete
/// types is specialised in the caller; it is not nested in its publisher, whose type grows with
/// each stage of a chain, because the optimiser stops specialising a function that recurs on one
/// call chain with a growing type.
@usableFromInline
struct FilterSubscriber<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline typealias Input = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let isIncluded: (Input) -> Bool
  @usableFromInline let combineIdentifier: CombineIdentifier

  @inlinable
  init(downstream: Downstream, isIncluded: @escaping (Input) -> Bool) {
    self.downstream = downstream
    self.isIncluded = isIncluded
    combineIdentifier = CombineIdentifier()
  }

  @usableFromInline var description: String { "Filter" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    isIncluded(input) ? downstream.receive(input) : .max(1)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension Publishers.Filter {
  /// Fuses a second predicate into this one, as Combine does.
  ///
  /// ```swift
  /// let fused = [1, 2].publisher.filter { $0 > 0 }.filter { $0 < 2 }
  /// ```
  ///
  /// - Parameter isIncluded: A second predicate.
  /// - Returns: One filter publisher that checks both predicates.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
    let first = self.isIncluded
    return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
  }

  /// Fuses a throwing predicate into this one, as Combine does.
  ///
  /// ```swift
  /// let fused = [1, 2].publisher.filter { $0 > 0 }.tryFilter { try check($0) }
  /// ```
  ///
  /// - Parameter isIncluded: A second, throwing predicate.
  /// - Returns: One try-filter publisher that checks both predicates.
  public func tryFilter(
    _ isIncluded: @escaping (Output) throws -> Bool
  ) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }
}

extension Publishers.TryFilter {
  /// Fuses a predicate into this throwing one, as Combine does.
  ///
  /// ```swift
  /// let fused = [1, 2].publisher.tryFilter { try check($0) }.filter { $0 > 1 }
  /// ```
  ///
  /// - Parameter isIncluded: A second predicate, checked after this publisher's.
  /// - Returns: One try-filter publisher that checks both predicates.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }

  /// Fuses a second throwing predicate into this one, as Combine does.
  ///
  /// ```swift
  /// let fused = [1, 2].publisher.tryFilter { try check($0) }.tryFilter { try verify($0) }
  /// ```
  ///
  /// - Parameter isIncluded: A second, throwing predicate, checked after this publisher's.
  /// - Returns: One try-filter publisher that checks both predicates.
  public func tryFilter(
    _ isIncluded: @escaping (Output) throws -> Bool
  ) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }
}
