/// The subscriber `autoconnect()` attaches to its upstream for each downstream, shaped as
/// Combine's: named `"Autoconnect"`, its mirror shows the parent publisher and the downstream.
///
/// The downstream receives the upstream's subscription behind a thin wrapper with the upstream
/// subscription's identity and description. The first cancel counts the subscriber off the
/// parent, which disconnects when none is left; every cancel, after a completion too, then
/// reaches the upstream's subscription, as Combine's does. Everything the upstream sends, after
/// a completion too, is forwarded.
final class AutoconnectInner<Upstream: ConnectablePublisher, Downstream: Subscriber>: Subscriber,
  CombineReflecting, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private struct State {
    var upstream: (any Subscription)?
    var cancelled = false
  }

  // Every mutable property lives in `state`; calls out happen after releasing it.
  private let state = Locked(State())
  private let parent: Publishers.Autoconnect<Upstream>
  private let downstream: Downstream

  init(parent: Publishers.Autoconnect<Upstream>, downstream: Downstream) {
    self.parent = parent
    self.downstream = downstream
  }

  var description: String { "Autoconnect" }
  var reflectedChildren: [Mirror.Child] { [("parent", parent), ("downstream", downstream)] }

  func receive(subscription: any Subscription) {
    let accepted = state.withLock { state -> Bool in
      guard state.upstream == nil, !state.cancelled else { return false }
      state.upstream = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    downstream.receive(subscription: AutoconnectSubscription(upstream: subscription, inner: self))
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }

  /// The downstream's cancel: counted off the parent once (which disconnects when none is left),
  /// then passed to the upstream, every time, as Combine's.
  fileprivate func cancelFromDownstream(_ upstream: any Subscription) {
    let first = state.withLock { state -> Bool in
      defer { (state.cancelled, state.upstream) = (true, nil) }
      return !state.cancelled
    }
    if first { parent.subscriberCancelled() }
    upstream.cancel()
  }
}

/// What the downstream of `autoconnect()` holds: the upstream's subscription, whose identity and
/// description it shows, with the cancel going through the ``AutoconnectInner``.
private struct AutoconnectSubscription<Upstream: ConnectablePublisher, Downstream: Subscriber>:
  Subscription, CustomStringConvertible, CustomPlaygroundDisplayConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  let upstream: any Subscription
  let inner: AutoconnectInner<Upstream, Downstream>

  var combineIdentifier: CombineIdentifier { upstream.combineIdentifier }
  var description: String { String(describing: upstream) }
  var playgroundDescription: Any {
    (upstream as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription ?? description
  }

  func request(_ demand: Subscribers.Demand) { upstream.request(demand) }
  func cancel() { inner.cancelFromDownstream(upstream) }
}
