extension Publishers {
  /// A publisher that connects its connectable upstream when the first subscriber attaches and
  /// disconnects when every subscriber has cancelled.
  ///
  /// A subscriber that receives a completion still counts as attached, so a later subscriber
  /// does not reconnect (as in Combine: it receives what the upstream's subject gives a late
  /// subscriber, for example only the completion).
  ///
  /// As Combine's, the publisher counts itself connected only once `connect()` has returned: a
  /// subscriber that attaches while the upstream connects (from inside the first subscriber's
  /// `receive(subscription:)`) connects again, and the connection kept is the last one made,
  /// with a count of one. Unlike Combine's, a downstream that cancels twice is counted off once,
  /// so it cannot disconnect the other subscribers (the second cancel still reaches the
  /// upstream's subscription, as in Combine).
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
    }

    /// Creates the publisher.
    ///
    /// - Parameter upstream: The connectable publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let connected = state.withLock { state -> Bool in
        guard state.connection != nil else { return false }
        state.subscribers += 1
        return true
      }
      upstream.receive(subscriber: AutoconnectInner(parent: self, downstream: subscriber))
      guard !connected else { return }
      let connection = upstream.connect()
      state.withLock { state in (state.subscribers, state.connection) = (1, connection) }
    }

    /// Counts a downstream off; the last one cancels the connection.
    func subscriberCancelled() {
      let connection = state.withLock { state -> (any Cancellable)? in
        guard state.connection != nil else { return nil }
        state.subscribers -= 1
        guard state.subscribers <= 0 else { return nil }
        defer { (state.subscribers, state.connection) = (0, nil) }
        return state.connection
      }
      connection?.cancel()
    }
  }
}
