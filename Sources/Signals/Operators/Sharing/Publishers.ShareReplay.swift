extension Publisher {
  /// Shares one subscription to this publisher and replays its last `count` values to every new
  /// subscriber, before the live ones (beyond Combine).
  ///
  /// The upstream is subscribed when the first subscriber attaches and cancelled when every
  /// subscriber has cancelled; the replay buffer is kept across reconnections. After the
  /// upstream completes, a new subscriber receives the buffered values and then the completion.
  /// Unlike a ``PassthroughSubject``, a subscriber without demand misses nothing: values wait for
  /// its next request. `count` must not be negative (a trap naming this call).
  ///
  /// ```swift
  /// let profile = loadProfile().share(replay: 1)
  /// let header = profile.sink { print("header \($0)") }
  /// let menu = profile.sink { print("menu \($0)") }  // receives the loaded profile at once
  /// ```
  ///
  /// - Parameter count: How many of the latest values to replay.
  /// - Returns: A publisher that shares and replays its upstream.
  public func share(replay count: Int) -> Publishers.ShareReplay<Self> {
    Publishers.ShareReplay(upstream: self, replay: count)
  }
}

extension Publishers {
  /// A publisher that shares one subscription to its upstream and replays its latest values to
  /// new subscribers (beyond Combine).
  ///
  /// ```swift
  /// let replaying = Publishers.ShareReplay(upstream: [1, 2, 3].publisher, replay: 2)
  /// ```
  public final class ShareReplay<Upstream: Publisher>: Publisher, @unchecked Sendable {
    // Immutable: the shared state lives in the autoconnect's and the subject's `Locked` values.
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher to share.
    public let upstream: Upstream
    /// How many of the latest values are replayed.
    public let replay: Int
    private let inner: Autoconnect<Multicast<Upstream, ShareReplaySubject<Output, Failure>>>

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher to share.
    ///   - replay: How many of the latest values to replay; not negative.
    public init(upstream: Upstream, replay: Int) {
      precondition(
        replay >= 0,
        "Publisher.share(replay:) was given \(replay); the replay count cannot be negative"
      )
      self.upstream = upstream
      self.replay = replay
      let subject = ShareReplaySubject<Output, Failure>(capacity: replay)
      inner = Multicast(upstream: upstream) { subject }.autoconnect()
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }
  }
}
