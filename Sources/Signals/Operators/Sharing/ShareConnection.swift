/// Links a connectable publisher's upstream to its subject without cancelling when released.
///
/// The subject receives the real upstream subscription (so its own demand policy applies), and
/// cancelling the connection cancels that subscription.
final class ShareConnection<Target: Subject>: Subscriber, Cancellable, @unchecked Sendable {
  // Every mutable property lives in `state`; calls out happen after releasing it.
  typealias Input = Target.Output
  typealias Failure = Target.Failure

  private let state: Locked<(upstream: SubscriptionStatus, subject: Target?)>

  init(_ subject: Target) {
    state = Locked((.awaiting, subject))
  }

  func receive(subscription: any Subscription) {
    let subject = state.withLock { state -> Target? in
      guard state.upstream.accept(subscription) else { return nil }
      return state.subject
    }
    guard let subject else { return subscription.cancel() }
    subject.send(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    state.withLock { $0.subject }?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let subject = state.withLock { state in
      defer { state = (.terminal, nil) }
      return state.subject
    }
    subject?.send(completion: completion)
  }

  func cancel() {
    let upstream = state.withLock { state in
      defer { state = (.terminal, nil) }
      return state.upstream.active
    }
    upstream?.cancel()
  }
}
