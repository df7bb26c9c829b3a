extension Publisher {
  /// Shares one subscription to this publisher among all subscribers.
  ///
  /// The upstream is subscribed when the first subscriber attaches and cancelled when every
  /// subscriber has cancelled. Values are relayed through a ``PassthroughSubject``: a later
  /// subscriber misses what was sent before, and one attaching after a synchronous upstream has
  /// finished receives only the completion, as in Combine.
  ///
  /// ```swift
  /// let shared = subject.map { expensive($0) }.share()
  /// let first = shared.sink { print("first \($0)") }
  /// let second = shared.sink { print("second \($0)") }
  /// ```
  ///
  /// - Returns: A publisher that shares its upstream.
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}

extension Publishers {
  /// A publisher that shares one subscription to its upstream among all its subscribers.
  ///
  /// Two `Share` values are equal when they are the same instance.
  ///
  /// ```swift
  /// let shared = Publishers.Share(upstream: [1].publisher)
  /// ```
  public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
    // Immutable: the shared state lives in the autoconnect's and the subject's `Locked` values.
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher to share.
    public let upstream: Upstream
    private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    /// Creates the publisher.
    ///
    /// - Parameter upstream: The publisher to share.
    public init(upstream: Upstream) {
      self.upstream = upstream
      inner = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    public static func == (lhs: Share, rhs: Share) -> Bool {
      lhs === rhs
    }
  }
}
