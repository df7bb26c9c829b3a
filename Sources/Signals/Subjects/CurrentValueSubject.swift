/// A subject that holds a current value and gives it to every new subscriber.
///
/// A subscriber receives the value current when it first has demand, then every later one. A
/// subscriber without demand keeps only the latest value not yet delivered and receives it on its
/// next request (Combine's behaviour). After a completion, sends do nothing, setting ``value``
/// still changes the stored value silently, and late subscribers receive only the completion.
///
/// When it subscribes to an upstream publisher it requests `.unlimited` at once.
///
/// ```swift
/// let count = CurrentValueSubject<Int, Never>(0)
/// let cancellable = count.sink { print($0) }  // Prints "0"
/// count.value = 1                             // Prints "1"
/// count.send(2)                               // Prints "2"
/// ```
///
/// `CurrentValueSubject` is `Sendable`: send, read, subscribe and cancel from any thread.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, CustomStringConvertible,
  @unchecked Sendable
{
  // All mutable state lives in the core's `Locked` value, and no lock is held while calling out.
  @usableFromInline let core: SubjectCore<Output, Failure>

  /// Creates a subject with an initial value.
  ///
  /// - Parameter value: The initial current value.
  public init(_ value: Output) {
    core = SubjectCore(name: "CurrentValueSubject", current: value)
  }

  /// Creates a subject whose subscriptions carry another name, as `@Published`'s do
  /// (`"PublishedSubject"`, as in Combine).
  @usableFromInline
  init(_ value: Output, subscriptionName: String) {
    core = SubjectCore(name: subscriptionName, current: value)
  }

  deinit {
    core.cancelUpstreams()
  }

  /// The current value; setting it sends the new value, as `send(_:)` does.
  public var value: Output {
    get {
      // The core always holds a current value for this subject.
      core.current!
    }
    @inlinable set { core.send(newValue, current: .always) }
  }

  /// `"CurrentValueSubject"`, or `"PublishedSubject"` for the subject of a `@Published`
  /// property, as in Combine.
  public var description: String { core.name }

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, subject: self)
  }

  @inlinable
  public func send(_ input: Output) {
    core.send(input, current: .whileActive)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    core.send(subscription: subscription, eagerly: true)
  }
}
