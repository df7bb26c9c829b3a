/// The side effects a ``TransformEventTap`` runs before it forwards each event.
struct TransformEventHooks<Output, Failure: Error> {
  var name: String
  var subscription: ((any Subscription) -> Void)?
  var output: ((Output) -> Void)?
  var completion: ((Subscribers.Completion<Failure>) -> Void)?
  var cancel: (() -> Void)?
  /// Called with each request; `synchronous` is `true` for the demand returned from a value.
  var request: ((Subscribers.Demand, _ synchronous: Bool) -> Void)?
}

/// The engine behind `handleEvents` and `print`: runs a hook, then forwards the event unchanged;
/// the hooks run outside the lock.
///
/// As Combine's two operators do, it forwards a value or a completion that arrives before the
/// subscription (a broken upstream's events reach the downstream as they are), passes a request
/// or a cancel on only while subscribed, and ignores a cancel before the subscription.
/// `handleEvents` drops its closures at the end; `print` keeps writing. After the end (a
/// completion or a cancel) it holds the downstream only weakly: what arrives afterwards reaches
/// a downstream alive elsewhere, as Combine's forwards it, and nothing is kept alive for it.
final class TransformEventTap<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  // Every mutable property lives in `state`; no hook or subscriber is called under the lock.
  private let state: Locked<State>
  /// Whether the hooks are dropped at the end (`handleEvents`) or kept (`print`).
  private let dropsHooksAtEnd: Bool

  private struct State {
    var upstream: SubscriptionStatus = .awaiting
    var downstream: DownstreamHold<Downstream>
    var hooks: TransformEventHooks<Input, Failure>?
  }

  init(_ downstream: Downstream, _ hooks: TransformEventHooks<Input, Failure>) {
    state = Locked(State(downstream: DownstreamHold(downstream), hooks: hooks))
    dropsHooksAtEnd = hooks.name == "HandleEvents"
    description = hooks.name
  }

  let description: String

  private var hooks: TransformEventHooks<Input, Failure>? { state.withLock { $0.hooks } }

  func receive(subscription: any Subscription) {
    hooks?.subscription?(subscription)
    let downstream = state.withLock {
      $0.upstream.accept(subscription) ? $0.downstream.current : nil
    }
    guard let downstream else { return subscription.cancel() }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let downstream = state.withLock({ $0.downstream.current }) else { return .none }
    hooks?.output?(input)
    let demand = downstream.receive(input)
    if demand > 0 { hooks?.request?(demand, true) }
    return demand
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard let downstream = state.withLock({ $0.downstream.current }) else { return }
    hooks?.completion?(completion)
    _ = end()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    hooks?.request?(demand, false)
    state.withLock { $0.upstream.active }?.request(demand)
  }

  func cancel() {
    hooks?.cancel?()
    guard case .subscribed = state.withLock({ $0.upstream }) else { return }
    end().upstream?.cancel()
  }

  /// Ends the link: the upstream is let go, the downstream held only weakly from now on.
  ///
  /// What arrives after the end still reaches the downstream while it is alive elsewhere, as in
  /// Combine. Returns what was let go, to be dropped (or cancelled) outside the lock.
  private func end() -> (upstream: (any Subscription)?, released: Downstream?) {
    state.withLock { state in
      defer {
        state.upstream = .terminal
        if dropsHooksAtEnd { state.hooks = nil }
      }
      return (state.upstream.active, state.downstream.weaken())
    }
  }
}
