/// A subject that relays each value to the subscribers attached when it is sent.
///
/// It keeps no value: a subscriber attached later misses what was sent before, and a subscriber
/// without outstanding demand misses the value (Combine's behaviour). Subscribers are called in the
/// order they subscribed (Combine documents no order; this module guarantees this one). A send from
/// inside a sink is delivered at once, depth-first. After a completion, sends do nothing and late
/// subscribers receive the completion at once.
///
/// When it subscribes to an upstream publisher, it requests nothing until one of its own
/// subscribers has demand, then requests `.unlimited`.
///
/// ```swift
/// let events = PassthroughSubject<String, Never>()
/// let cancellable = events.sink { print($0) }
/// events.send("expand")  // Prints "expand"
/// events.send(completion: .finished)
/// events.send("ignored")
/// ```
///
/// `PassthroughSubject` is `Sendable`: send, subscribe and cancel from any thread.
public final class PassthroughSubject<Output, Failure: Error>: Subject, CustomStringConvertible,
  @unchecked Sendable
{
  // All mutable state lives in the core's `Locked` value, and no lock is held while calling out.
  @usableFromInline let core: SubjectCore<Output, Failure>

  /// Creates a subject with no subscribers.
  public init() {
    core = SubjectCore(name: "PassthroughSubject")
  }

  /// Creates a subject whose subscriptions carry another name, as those of
  /// `ObservableObjectPublisher` do (`"ObservableObjectPublisher"`, as in Combine).
  @usableFromInline
  init(subscriptionName: String) {
    core = SubjectCore(name: subscriptionName)
  }

  deinit {
    core.cancelUpstreams()
  }

  public var description: String { "PassthroughSubject" }

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, subject: self)
  }

  @inlinable
  public func send(_ input: Output) {
    core.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    core.send(subscription: subscription, eagerly: false)
  }
}
