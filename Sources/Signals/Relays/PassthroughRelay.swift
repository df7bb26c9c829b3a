/// A publisher that relays each value to its current subscribers and finishes only when it is
/// released (beyond Combine).
///
/// It behaves like a `PassthroughSubject<Output, Never>` that offers no way to complete: there
/// is no `send(completion:)`, so a view model that exposes one cannot end its subscribers'
/// streams by mistake; when the relay itself is released, its subscribers receive `.finished` (as
/// CombineExt's relays do). A subscriber without demand misses the value, as with the subject.
/// Subscribers are called in subscription order.
///
/// ```swift
/// let taps = PassthroughRelay<Void>()
/// let cancellable = taps.sink { print("tapped") }
/// taps.accept(())  // Prints "tapped"
/// ```
public final class PassthroughRelay<Output>: Relay, @unchecked Sendable {
  // The subject keeps all mutable state in its `Locked` value.
  public typealias Failure = Never

  package let subject = PassthroughSubject<Output, Never>()

  /// Creates a relay with no subscribers.
  public init() {}

  /// Delivers a value to every subscriber that has demand.
  ///
  /// ```swift
  /// relay.accept(42)
  /// ```
  ///
  /// - Parameter value: The value.
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
