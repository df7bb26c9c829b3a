/// A publisher that code outside it can push values into and that finishes only when it is
/// released (beyond Combine).
///
/// ``PassthroughRelay`` and ``CurrentValueRelay`` are the two relays; unlike a ``Subject``, a
/// relay has no `send(completion:)`, so its subscribers' streams cannot be ended by mistake.
///
/// ```swift
/// func refresh(_ trigger: some Relay<Void>) {
///   trigger.accept()
/// }
/// ```
public protocol Relay<Output>: AnyObject, Publisher where Failure == Never {
  /// Delivers a value to the subscribers.
  ///
  /// - Parameter value: The value.
  func accept(_ value: Output)
}

extension Relay {
  /// Delivers a value to the subscribers; the same as ``Relay/accept(_:)``.
  ///
  /// ```swift
  /// relay.send(42)
  /// ```
  ///
  /// - Parameter value: The value.
  public func send(_ value: Output) {
    accept(value)
  }
}

extension Relay where Output == Void {
  /// Delivers a `Void` value.
  ///
  /// ```swift
  /// let refresh = PassthroughRelay<Void>()
  /// refresh.accept()
  /// ```
  public func accept() {
    accept(())
  }
}
