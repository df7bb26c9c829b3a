/// A publisher that does not subscribe to its upstream until you call ``connect()``.
///
/// ```swift
/// let connectable = [1, 2].publisher.makeConnectable()
/// let cancellable = connectable.sink { print($0) }
/// let connection = connectable.connect()  // Prints "1", "2"
/// ```
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Subscribes to the upstream and starts delivering to the subscribers.
  ///
  /// - Returns: A cancellable that disconnects from the upstream.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects when the first subscriber attaches, and disconnects when every subscriber has
  /// cancelled.
  ///
  /// ```swift
  /// let timer = subject.multicast { PassthroughSubject<Int, Never>() }.autoconnect()
  /// let cancellable = timer.sink { print($0) }  // connects here
  /// ```
  ///
  /// - Returns: A publisher that manages the connection itself.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}
