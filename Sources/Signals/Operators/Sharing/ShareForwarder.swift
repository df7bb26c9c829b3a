/// Stands between a shared publisher and one of its subscribers: it forwards everything, names
/// the subscription as Combine does ("Multicast"), and runs `onCancel` once when the subscriber
/// cancels (how `autoconnect` counts its subscribers).
final class ShareForwarder<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  // Every mutable property lives in `state`; calls out happen after releasing it.
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let name: String?
  private let state: Locked<State>

  private struct State {
    var upstream: SubscriptionStatus = .awaiting
    var onCancel: (() -> Void)?
  }

  /// Wraps `downstream`; `name` is the description (`nil` shows the upstream subscription's),
  /// and `onCancel` runs once, after the upstream is cancelled.
  init(_ downstream: Downstream, name: String?, onCancel: (() -> Void)? = nil) {
    self.downstream = downstream
    self.name = name
    state = Locked(State(onCancel: onCancel))
  }

  var description: String {
    if let name { return name }
    let upstream = state.withLock { $0.upstream.active }
    return upstream.map { String(describing: $0) } ?? "Multicast"
  }

  func receive(subscription: any Subscription) {
    guard state.withLock({ $0.upstream.accept(subscription) }) else {
      return subscription.cancel()
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    state.withLock { $0.upstream = .terminal }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.upstream.active }?.request(demand)
  }

  func cancel() {
    let (upstream, onCancel) = state.withLock { state in
      defer { state = State(upstream: .terminal) }
      return (state.upstream.active, state.onCancel)
    }
    upstream?.cancel()
    onCancel?()
  }
}
