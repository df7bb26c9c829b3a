/// A subject that replays its last `bufferSize` values, and its completion, to each new
/// subscriber (CombineExt's `ReplaySubject`).
///
/// ```swift
/// let recent = ReplaySubject<String, Never>(bufferSize: 2)
/// recent.send("a"); recent.send("b"); recent.send("c")
/// let cancellable = recent.sink { print($0) }  // Prints "b", "c"
/// ```
///
/// A subscriber gets the replayed values as its demand allows, then live values.
public final class ReplaySubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  // The replay buffer and the subscribers live in the shared replay subject, which locks them.
  private let core: ShareReplaySubject<Output, Failure>

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

  public func send(_ value: Output) {
    core.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.receive(subscriber: subscriber)
  }
}
