/// A publisher that delivers one value, then finishes.
///
/// It waits for demand before it sends, as in Combine.
///
/// ```swift
/// let cancellable = Just("ready").sink { print($0) }  // Prints "ready"
/// ```
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value delivered to each subscriber.
  public let output: Output

  /// Creates a publisher of one value.
  ///
  /// - Parameter output: The value.
  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: OneShotSubscription(subscriber, name: "Just", value: output))
  }
}

extension Just: Equatable where Output: Equatable {}

extension Just: Sendable where Output: Sendable {}

/// Delivers one value on the first request, then finishes: the subscription of ``Just`` and of a
/// fulfilled ``Future``.
final class OneShotSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  // The downstream and value live in `state`; the delivery happens outside the lock.
  private let state: Locked<(Downstream, Downstream.Input)?>
  let description: String

  init(_ downstream: Downstream, name: String, value: Downstream.Input) {
    state = Locked((downstream, value))
    description = name
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "\(description) subscription request(_:)")
    let taken = state.withLock { state in
      defer { state = nil }
      return state
    }
    guard let (downstream, value) = taken else { return }
    _ = downstream.receive(value)
    downstream.receive(completion: .finished)
  }

  func cancel() {
    let taken = state.withLock { state in
      defer { state = nil }
      return state
    }
    withExtendedLifetime(taken) {}
  }
}

extension OneShotSubscription: CombineReflecting {
  /// Combine's one unlabelled child: the value still to deliver.
  var reflectedChildren: [Mirror.Child] {
    guard let value = state.withLock({ $0?.1 }) else { return [] }
    return [(nil, value)]
  }
}
