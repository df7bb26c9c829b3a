/// The subscriber the key-path forms of `map` attach upstream, as in Combine: it hands the
/// upstream's subscription straight to the downstream and reads each value's key paths on its way,
/// with no lock, no state and no subscription of its own.
///
/// Requests and cancellation go to the upstream directly, so the upstream's own guarantees (no
/// value after a cancel or a completion) are the chain's. It is inlinable, so a chain of concrete
/// types is specialised in the caller; like the subscriber of `map`, it is not nested in its
/// publisher.
@usableFromInline
struct KeyPathReader<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let read: (Input) -> Downstream.Input
  /// `ValueForKey` or `ValueForKeys`, Combine's names for these subscribers.
  @usableFromInline let description: String
  @usableFromInline let combineIdentifier: CombineIdentifier

  @inlinable
  init(_ downstream: Downstream, name: String, read: @escaping (Input) -> Downstream.Input) {
    self.downstream = downstream
    self.read = read
    description = name
    combineIdentifier = CombineIdentifier()
  }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(read(input))
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
