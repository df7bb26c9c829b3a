extension Publishers {
  /// A publisher that delivers the elements of a sequence, then finishes.
  ///
  /// Elements are delivered only as demanded; `.finished` follows the last element at once, with
  /// no further demand needed. A request made from inside `receive(_:)` adds to the loop already
  /// running instead of recursing, as in Combine.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.sink { print($0) }  // Prints "1", "2", "3"
  /// ```
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element

    /// The elements to deliver.
    public let sequence: Elements

    /// Creates a publisher of the elements of `sequence`.
    ///
    /// - Parameter sequence: The elements.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var iterator = sequence.makeIterator()
      guard let first = iterator.next() else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      subscriber.receive(
        subscription: SequenceSubscription(
          subscriber,
          first: first,
          rest: iterator,
          source: { [sequence] in sequence }
        )
      )
    }
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Publishers.Sequence: Sendable where Elements: Sendable {}

extension Sequence {
  /// A publisher of this sequence's elements.
  ///
  /// ```swift
  /// let cancellable = ["a", "b"].publisher.sink { print($0) }  // Prints "a", "b"
  /// ```
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}

/// Walks the iterator as demand allows; the element after the one being delivered is read
/// ahead, so the completion can follow the last element at once.
final class SequenceSubscription<Downstream: Subscriber, Iterator: IteratorProtocol>:
  Subscription, CustomStringConvertible, @unchecked Sendable
where Iterator.Element == Downstream.Input {
  // Every mutable property lives in `state`; deliveries happen outside the lock.
  private let state: Locked<State>

  private struct State {
    var downstream: Downstream?
    var next: Iterator.Element?
    var iterator: Iterator
    var demand = Subscribers.Demand.none
    /// Whether a call is already running the delivery loop (a re-entrant request only adds).
    var delivering = false
  }

  init(
    _ downstream: Downstream,
    first: Iterator.Element,
    rest: Iterator,
    ending: Subscribers.Completion<Downstream.Failure> = .finished,
    endedName: String = "Sequence",
    source: @escaping () -> Any
  ) {
    state = Locked(State(downstream: downstream, next: first, iterator: rest))
    self.ending = ending
    self.endedName = endedName
    self.source = source
  }

  /// What follows the last element: `.finished`, or a `Record`'s recorded completion.
  private let ending: Subscribers.Completion<Downstream.Failure>

  // Combine describes the subscription by its sequence, so `print()` logs `([1, 2, 3])`, and by
  // `endedName` once it has ended; it is rendered only when asked for.
  private let source: () -> Any
  private let endedName: String

  var description: String {
    state.withLock { $0.downstream == nil } ? endedName : String(describing: source())
  }

  func request(_ demand: Subscribers.Demand) {
    let shouldLoop = state.withLock { state -> Bool in
      guard state.downstream != nil else { return false }
      state.demand += demand
      guard !state.delivering else { return false }
      state.delivering = true
      return true
    }
    if shouldLoop { deliver() }
  }

  private enum Step {
    case value(Downstream, Iterator.Element)
    case last(Downstream, Iterator.Element)
    case stop
  }

  private func deliver() {
    while true {
      let step = state.withLock { state -> Step in
        guard let downstream = state.downstream, let element = state.next, state.demand > 0
        else {
          state.delivering = false
          return .stop
        }
        state.demand -= 1
        state.next = state.iterator.next()
        guard state.next != nil else { return .last(downstream, element) }
        return .value(downstream, element)
      }
      switch step {
      case .stop:
        return
      case .value(let downstream, let element):
        let more = downstream.receive(element)
        if more > 0 { state.withLock { $0.demand += more } }
      case .last(let downstream, let element):
        _ = downstream.receive(element)
        // A cancel from inside `receive(_:)` means no completion follows.
        let active = state.withLock { state in
          defer { state.downstream = nil }
          return state.downstream != nil
        }
        if active { downstream.receive(completion: ending) }
        return
      }
    }
  }

  func cancel() {
    let downstream = state.withLock { state in
      defer { state.downstream = nil }
      return state.downstream
    }
    withExtendedLifetime(downstream) {}
  }
}

extension SequenceSubscription: CombineReflecting {
  /// Combine's children: the sequence (an empty array once the subscription has ended, as
  /// Combine's releases its sequence), and for a ``Record`` its completion too.
  var reflectedChildren: [Mirror.Child] {
    let ended = state.withLock { $0.downstream == nil }
    let sequence = ended ? [Iterator.Element]() : source()
    guard endedName == "Sequence" else { return [("sequence", sequence), ("completion", ending)] }
    return [("sequence", sequence)]
  }
}
