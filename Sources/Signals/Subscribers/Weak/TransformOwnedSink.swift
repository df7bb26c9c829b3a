/// A sink that holds its owner weakly: when the owner is gone at the next event, it cancels the
/// upstream and releases its closures; nothing it holds keeps the owner alive.
final class TransformOwnedSink<Owner: AnyObject, Input, Failure: Error>: Subscriber, Cancellable,
  CustomStringConvertible, @unchecked Sendable
{
  // Every mutable property lives in `state`; closures run outside the lock.
  private let state: Locked<State>

  private struct State {
    var subscription: SubscriptionStatus = .awaiting
    weak var owner: Owner?
    var receiveValue: ((Owner, Input) -> Void)?
    var receiveCompletion: ((Owner, Subscribers.Completion<Failure>) -> Void)?
  }

  init(
    owner: Owner,
    receiveCompletion: ((Owner, Subscribers.Completion<Failure>) -> Void)?,
    receiveValue: @escaping (Owner, Input) -> Void
  ) {
    state = Locked(
      State(owner: owner, receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    )
  }

  var description: String { "Sink" }

  func receive(subscription: any Subscription) {
    let accepted = state.withLock { $0.subscription.accept(subscription) }
    guard accepted else { return subscription.cancel() }
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let current = state.withLock { state in
      state.owner.flatMap { owner in state.receiveValue.map { (owner, $0) } }
    }
    guard let (owner, receiveValue) = current else {
      cancel()
      return .none
    }
    receiveValue(owner, input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let current = state.withLock { state in
      defer { state = State(subscription: .terminal) }
      return state.owner.flatMap { owner in state.receiveCompletion.map { (owner, $0) } }
    }
    guard let (owner, receiveCompletion) = current else { return }
    receiveCompletion(owner, completion)
  }

  func cancel() {
    let subscription = state.withLock { state in
      defer { state = State(subscription: .terminal) }
      return state.subscription.active
    }
    subscription?.cancel()
  }
}
