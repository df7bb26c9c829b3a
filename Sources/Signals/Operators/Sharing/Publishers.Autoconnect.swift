extension Publishers {
  /// A publisher that connects its connectable upstream when the first subscriber attaches and
  /// disconnects when every subscriber has cancelled.
  ///
  /// A subscriber that receives a completion still counts as attached, so a later subscriber
  /// does not reconnect (as in Combine: it receives what the upstream's subject gives a late
  /// subscriber, for example only the completion).
  ///
  /// ```swift
  /// let shared = Publishers.Autoconnect(upstream: [1].publisher.makeConnectable())
  /// ```
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    // Every mutable property lives in `state`; connecting happens outside the lock.
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The connectable publisher.
    public let upstream: Upstream
    private let state = Locked(State())

    private struct State {
      var subscribers = 0
      var connection: (any Cancellable)?
      var generation = 0
    }

    /// Creates the publisher.
    ///
    /// - Parameter upstream: The connectable publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let connect = state.withLock { state -> Int? in
        state.subscribers += 1
        guard state.subscribers == 1 else { return nil }
        state.generation += 1
        return state.generation
      }
      upstream.receive(subscriber: ShareRefCounted(downstream: subscriber, owner: self))
      guard let connect else { return }
      let connection = upstream.connect()
      let stale = state.withLock { state -> Bool in
        guard state.generation == connect, state.subscribers > 0 else { return true }
        state.connection = connection
        return false
      }
      if stale { connection.cancel() }
    }

    fileprivate func subscriberCancelled() {
      let connection = state.withLock { state -> (any Cancellable)? in
        state.subscribers -= 1
        guard state.subscribers == 0 else { return nil }
        defer { state.connection = nil }
        return state.connection
      }
      connection?.cancel()
    }
  }
}

/// Counts one subscriber of an ``Publishers/Autoconnect``: its cancel tells the owner once.
private final class ShareRefCounted<Downstream: Subscriber, Upstream: ConnectablePublisher>:
  Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  // Every mutable property lives in `state`; calls out happen after releasing it.
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let state:
    Locked<(upstream: SubscriptionStatus, owner: Publishers.Autoconnect<Upstream>?)>

  init(downstream: Downstream, owner: Publishers.Autoconnect<Upstream>) {
    self.downstream = downstream
    state = Locked((.awaiting, owner))
  }

  func receive(subscription: any Subscription) {
    guard state.withLock({ $0.upstream.accept(subscription) }) else {
      return subscription.cancel()
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    state.withLock { $0.upstream = .terminal }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.upstream.active }?.request(demand)
  }

  func cancel() {
    let (upstream, owner) = state.withLock { state in
      defer { state = (.terminal, nil) }
      return (state.upstream.active, state.owner)
    }
    upstream?.cancel()
    owner?.subscriberCancelled()
  }
}
