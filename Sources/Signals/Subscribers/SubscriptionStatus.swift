/// Where a subscriber stands with its upstream: the small state machine every subscriber of this
/// module keeps inside its `Locked` state.
package enum SubscriptionStatus {
  /// No subscription yet.
  case awaiting
  /// Attached to this subscription.
  case subscribed(any Subscription)
  /// Completed or cancelled: any later subscription is cancelled at once.
  case terminal

  /// Takes `subscription` if none was received before; returns `false` when it must be
  /// cancelled instead (a second subscription, or one arriving after the end).
  package mutating func accept(_ subscription: any Subscription) -> Bool {
    guard case .awaiting = self else { return false }
    self = .subscribed(subscription)
    return true
  }

  /// Whether no subscription has arrived yet.
  package var isAwaiting: Bool {
    if case .awaiting = self { return true }
    return false
  }

  /// The subscription while attached.
  package var active: (any Subscription)? {
    if case .subscribed(let subscription) = self { return subscription }
    return nil
  }
}
