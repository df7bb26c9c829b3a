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
      upstream.receive(subscriber: AutoconnectInner(parent: self, downstream: subscriber))
      guard let connect else { return }
      let connection = upstream.connect()
      let stale = state.withLock { state -> Bool in
        guard state.generation == connect, state.subscribers > 0 else { return true }
        state.connection = connection
        return false
      }
      if stale { connection.cancel() }
    }

    func subscriberCancelled() {
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
