extension Publisher where Failure == Never {
  /// Makes this publisher wait for ``ConnectablePublisher/connect()`` before it starts, so
  /// several subscribers can attach first.
  ///
  /// ```swift
  /// let connectable = [1, 2].publisher.makeConnectable()
  /// let cancellable = connectable.sink { print($0) }
  /// let connection = connectable.connect()  // Prints "1", "2"
  /// ```
  ///
  /// - Returns: A connectable publisher.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}

extension Publishers {
  /// A connectable publisher that relays its upstream, through a ``PassthroughSubject``, once
  /// connected.
  ///
  /// ```swift
  /// let connectable = Publishers.MakeConnectable(upstream: Just(1))
  /// ```
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// Creates the publisher.
    ///
    /// - Parameter upstream: The publisher to relay once connected.
    public init(upstream: Upstream) {
      inner = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    /// Subscribes to the upstream and starts delivering to the subscribers.
    ///
    /// As in Combine, the connection is an ``AnyCancellable``: releasing it disconnects.
    ///
    /// - Returns: The connection; cancel or release it to disconnect.
    public func connect() -> any Cancellable {
      inner.connect()
    }
  }
}
