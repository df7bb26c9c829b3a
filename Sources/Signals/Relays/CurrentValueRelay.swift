/// A publisher that holds a current value, gives it to every new subscriber, and finishes only
/// when it is released (beyond Combine).
///
/// It behaves like a `CurrentValueSubject<Output, Never>` with no way to complete: a subscriber
/// receives the current value, then every later one, and one without demand keeps only the
/// latest value not yet delivered. When the relay itself is released, its subscribers receive
/// `.finished` (as CombineExt's relays do) and its value is released. ``value`` is read-only;
/// change it with ``accept(_:)`` (or `send(_:)`), which delivers the new value.
///
/// ```swift
/// let count = CurrentValueRelay(0)
/// let cancellable = count.sink { print($0) }  // Prints "0"
/// count.accept(1)                             // Prints "1"
/// print(count.value)                          // Prints "1"
/// ```
public final class CurrentValueRelay<Output>: Relay, @unchecked Sendable {
  // The subject keeps all mutable state in its `Locked` value.
  public typealias Failure = Never

  package let subject: CurrentValueSubject<Output, Never>

  /// Creates a relay with an initial value.
  ///
  /// - Parameter value: The initial current value.
  public init(_ value: Output) {
    subject = CurrentValueSubject(value)
  }

  /// The current value.
  public var value: Output { subject.value }

  /// Makes `value` current and delivers it to the subscribers.
  ///
  /// ```swift
  /// relay.accept(42)
  /// ```
  ///
  /// - Parameter value: The new value.
  public func accept(_ value: Output) {
    subject.send(value)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }

  deinit {
    subject.send(completion: .finished)
  }
}
