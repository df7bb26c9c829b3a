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
final class TransformEventTap<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  // Every mutable property lives in `state`; no hook or subscriber is called under the lock.
  private let state: Locked<State>
  private let hooks: TransformEventHooks<Input, Failure>

  private struct State: TransformLinkState {
    var upstream: SubscriptionStatus = .awaiting
    var downstream: Downstream?
  }

  init(_ downstream: Downstream, _ hooks: TransformEventHooks<Input, Failure>) {
    state = Locked(State(downstream: downstream))
    self.hooks = hooks
  }

  var description: String { hooks.name }

  func receive(subscription: any Subscription) {
    guard let downstream = state.acceptUpstream(subscription) else { return }
    hooks.subscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let downstream = state.withLock({ $0.upstream.active == nil ? nil : $0.downstream })
    else { return .none }
    hooks.output?(input)
    let demand = downstream.receive(input)
    if demand > 0 { hooks.request?(demand, true) }
    return demand
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard let downstream = state.endLink().downstream else { return }
    hooks.completion?(completion)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    hooks.request?(demand, false)
    state.forward(demand)
  }

  func cancel() {
    guard let upstream = state.endLink().upstream else { return }
    hooks.cancel?()
    upstream.cancel()
  }
}
