extension Publisher {
  /// Delivers every value inside a transaction with `animation`, so that the state changes a
  /// subscriber makes with it animate — also after later scheduler hops.
  ///
  /// ```swift
  /// viewModel.$progress
  ///   .animation(.easeInOut)
  ///   .receive(on: DispatchQueue.main)
  ///   .sink { value in model.shown = value }  // animates
  /// ```
  ///
  /// - Parameter animation: The animation; `.default` when omitted.
  /// - Returns: A publisher of the same values.
  public func animation(_ animation: Animation? = .default) -> Publishers.WithTransaction<Self> {
    transaction { $0.animation = animation }
  }

  /// Delivers every value inside a transaction that `transform` shapes.
  ///
  /// ```swift
  /// events.transaction { $0.disablesAnimations = true }
  /// ```
  ///
  /// - Parameter transform: Changes the transaction current at each value.
  /// - Returns: A publisher of the same values.
  public func transaction(
    _ transform: @escaping @Sendable (inout Transaction) -> Void
  )
    -> Publishers.WithTransaction<Self>
  {
    Publishers.WithTransaction(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that delivers each upstream value inside a transaction: what
  /// `animation(_:)` and `transaction(_:)` on a publisher return.
  ///
  /// The rule when values from several sources coalesce into one update: each value carries the
  /// transaction current when it was delivered, and an operator that emits later (`debounce`,
  /// `receive(on:)`) or combines (`combineLatest`) emits in the transaction of the value that
  /// triggered the emission — the latest one.
  public struct WithTransaction<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are delivered.
    public let upstream: Upstream
    /// Shapes the transaction of each value.
    public let transform: @Sendable (inout Transaction) -> Void

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(TransactionInner(downstream: subscriber, transform: transform))
    }
  }
}

/// Forwards everything, running each value's delivery inside the shaped transaction.
private final class TransactionInner<Downstream: Subscriber>: Subscriber {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let transform: @Sendable (inout Transaction) -> Void

  init(downstream: Downstream, transform: @escaping @Sendable (inout Transaction) -> Void) {
    self.downstream = downstream
    self.transform = transform
  }

  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    var transaction = Transaction()
    transform(&transaction)
    var demand = Subscribers.Demand.none
    TransactionCarrying.carry(transaction) { demand = downstream.receive(input) }
    return demand
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
