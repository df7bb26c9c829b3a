public import Signals

/// A subject that replays its last `bufferSize` values, and its completion, to each new
/// subscriber (CombineExt's `ReplaySubject`).
///
/// ```swift
/// let recent = ReplaySubject<String, Never>(bufferSize: 2)
/// recent.send("a"); recent.send("b"); recent.send("c")
/// let cancellable = recent.sink { print($0) }  // Prints "b", "c"
/// ```
///
/// A subscriber gets the replayed values as its demand allows, then live values; a completion
/// reaches it right after the values its demand allows, and the others are dropped.
/// ``subscriptions`` lists the live subscriptions in the order they were made.
public final class ReplaySubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  // The replay buffer and its subscribers live in `core`, which locks them; the list of live
  // subscriptions lives in `live`.
  private let core: ShareReplaySubject<Output, Failure>
  private let live = Locked<Live>(Live())

  private struct Live {
    var subscriptions: [ReplaySubscription] = []
    var completed = false
  }

  /// The most values replayed to a new subscriber.
  public let bufferSize: Int

  /// Creates a subject that replays up to `bufferSize` values.
  ///
  /// - Parameter bufferSize: The most values replayed; must not be negative.
  public init(bufferSize: Int) {
    precondition(bufferSize >= 0, "ReplaySubject was given a negative buffer size \(bufferSize)")
    self.bufferSize = bufferSize
    core = ShareReplaySubject(capacity: bufferSize)
  }

  /// The subscriptions of the subscribers that have neither cancelled nor received a
  /// completion, oldest first.
  ///
  /// ```swift
  /// let subject = ReplaySubject<Int, Never>(bufferSize: 1)
  /// let cancellable = subject.sink { _ in }
  /// print(subject.subscriptions.count)  // Prints "1"
  /// ```
  public var subscriptions: [any Subscription] { live.withLock { $0.subscriptions } }

  public func send(_ value: Output) {
    core.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
    let ended = live.withLock { live in
      defer { live = Live(completed: true) }
      return live.subscriptions
    }
    withExtendedLifetime(ended) {}
  }

  public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.receive(subscriber: ReplayTap(downstream: subscriber, subject: self))
  }

  fileprivate func add(_ subscription: ReplaySubscription) {
    live.withLock { live in
      if !live.completed { live.subscriptions.append(subscription) }
    }
  }

  fileprivate func remove(_ subscription: ReplaySubscription) {
    let removed = live.withLock { live in
      live.subscriptions.firstIndex { $0 === subscription }
        .map { live.subscriptions.remove(at: $0) }
    }
    withExtendedLifetime(removed) {}
  }

  /// The subscription a ``ReplaySubject``'s subscriber holds: it forwards to the replay buffer's
  /// and leaves the subject's list when cancelled.
  fileprivate final class ReplaySubscription: Subscription, @unchecked Sendable {
    // `inner` and `subject` are immutable after init; the subject locks its own list.
    private let inner: any Subscription
    private weak var subject: ReplaySubject?

    init(inner: any Subscription, subject: ReplaySubject) {
      self.inner = inner
      self.subject = subject
    }

    func request(_ demand: Subscribers.Demand) {
      inner.request(demand)
    }

    func cancel() {
      inner.cancel()
      subject?.remove(self)
    }
  }

  /// Hands the subscriber a ``ReplaySubscription`` in place of the buffer's own.
  private struct ReplayTap<Downstream: Subscriber>: Subscriber
  where Downstream.Input == Output, Downstream.Failure == Failure {
    let downstream: Downstream
    let subject: ReplaySubject
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: any Subscription) {
      let wrapped = ReplaySubscription(inner: subscription, subject: subject)
      subject.add(wrapped)
      downstream.receive(subscription: wrapped)
    }

    func receive(_ input: Output) -> Subscribers.Demand {
      downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      downstream.receive(completion: completion)
    }
  }
}
