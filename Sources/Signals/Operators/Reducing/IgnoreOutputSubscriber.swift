/// The subscriber `ignoreOutput()` attaches upstream, as in Combine: it hands the upstream's
/// subscription straight to the downstream, asks the upstream for everything, drops the values
/// and passes the completion on, with no state of its own.
@usableFromInline
struct IgnoreOutputSubscriber<Input, Downstream: Subscriber>: Subscriber
where Downstream.Input == Never {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let combineIdentifier: CombineIdentifier

  @inlinable
  init(downstream: Downstream) {
    self.downstream = downstream
    combineIdentifier = CombineIdentifier()
  }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
    subscription.request(.unlimited)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    .none
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension IgnoreOutputSubscriber: CombineReflecting {
  @usableFromInline var description: String { "IgnoreOutput" }
  @usableFromInline var reflectedChildren: [Mirror.Child] { [] }
}
