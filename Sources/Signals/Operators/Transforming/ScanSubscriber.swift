/// The subscriber `scan` attaches upstream, as in Combine: it hands the upstream's subscription
/// straight to the downstream and keeps the running result, with no lock and no subscription of
/// its own.
///
/// Requests and cancellation go to the upstream directly, so the upstream's own guarantees (no
/// value after a cancel or a completion) are the chain's; the upstream contract serialises the
/// values, so the result needs no lock. It is inlinable, so a chain of concrete types is
/// specialised in the caller.
@usableFromInline
final class ScanSubscriber<Input, Downstream: Subscriber>: Subscriber, @unchecked Sendable {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let next: (Downstream.Input, Input) -> Downstream.Input
  /// The result so far, read and written only by the upstream's calls, which never overlap.
  @exclusivity(unchecked) @usableFromInline var result: Downstream.Input

  @inlinable
  init(
    downstream: Downstream,
    initialResult: Downstream.Input,
    next: @escaping (Downstream.Input, Input) -> Downstream.Input
  ) {
    self.downstream = downstream
    self.next = next
    result = initialResult
  }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    result = next(result, input)
    return downstream.receive(result)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension ScanSubscriber: CombineReflecting {
  @usableFromInline var description: String { "Scan" }

  /// Combine's children: the downstream and the result so far.
  @usableFromInline var reflectedChildren: [Mirror.Child] {
    [("downstream", downstream), ("result", result)]
  }
}
