/// The subscriber the key-path forms of `map` attach upstream: a ``MapSubscriber`` that also
/// keeps its key paths, because Combine's mirror shows them (`keyPath`, or `keyPath0`,
/// `keyPath1`, … for two or three).
///
/// It hands the upstream's subscription straight to the downstream and reads the key paths of
/// each value on its way, with no lock and no state; the key paths are read for the mirror only
/// when one is asked for.
@usableFromInline
struct KeyPathMapSubscriber<Input, Downstream: Subscriber>: Subscriber, CombineReflecting {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let transform: (Input) -> Downstream.Input
  /// The key paths, in the order given to `map`.
  @usableFromInline let keyPaths: [AnyKeyPath]
  @usableFromInline let combineIdentifier: CombineIdentifier

  @inlinable
  init(
    downstream: Downstream,
    keyPaths: [AnyKeyPath],
    transform: @escaping (Input) -> Downstream.Input
  ) {
    self.downstream = downstream
    self.keyPaths = keyPaths
    self.transform = transform
    combineIdentifier = CombineIdentifier()
  }

  /// Combine's name: `ValueForKey` for one key path, `ValueForKeys` for several.
  @usableFromInline var description: String {
    keyPaths.count == 1 ? "ValueForKey" : "ValueForKeys"
  }

  @usableFromInline var reflectedChildren: [Mirror.Child] {
    guard keyPaths.count > 1 else { return keyPaths.map { ("keyPath", $0) } }
    return keyPaths.enumerated().map { ("keyPath\($0.offset)", $0.element) }
  }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(transform(input))
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
