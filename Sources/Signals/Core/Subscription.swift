/// The link between one publisher and one subscriber: the subscriber requests values with it
/// and cancels it.
///
/// ```swift
/// func receive(subscription: any Subscription) {
///   subscription.request(.max(1))
/// }
/// ```
///
/// Requesting `.none` (or a demand made from a negative number) is a programming error that traps,
/// as in Combine.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks the publisher for up to `demand` more values.
  ///
  /// - Parameter demand: How many values to add to the outstanding demand; must not be `.none`.
  func request(_ demand: Subscribers.Demand)
}

/// Ready-made subscriptions, as Combine's namespace of the same name.
public enum Subscriptions {
  /// A subscription that ignores requests and cancellation.
  ///
  /// Publishers hand it to a subscriber that must complete at once (``Empty``, ``Fail``, a
  /// completed subject).
  ///
  /// ```swift
  /// subscriber.receive(subscription: Subscriptions.empty)
  /// subscriber.receive(completion: .finished)
  /// ```
  public static var empty: any Subscription { EmptySubscription.shared }
}

/// A subscription with nothing to deliver; it is stateless, so one instance serves everyone.
private final class EmptySubscription: Subscription, CombineReflecting, Sendable {
  // Combine's `print()` logs this subscription as `(Empty)`.
  var description: String { "Empty" }

  var reflectedChildren: [Mirror.Child] { [] }

  static let shared = EmptySubscription()

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {}
}
