/// The publisher that an ``ObservableObject`` sends on just before one of its `@Published`
/// properties changes.
///
/// ```swift
/// let model = Model()
/// let cancellable = model.objectWillChange.sink { print("will change") }
/// model.count += 1  // Prints "will change"
/// ```
///
/// Subscribers are called in subscription order, each with every signal whatever its demand, as
/// in Combine. `Sendable`: send and subscribe from any thread.
public final class ObservableObjectPublisher: Publisher, CustomStringConvertible,
  @unchecked Sendable
{
  public typealias Output = Void
  public typealias Failure = Never

  // All mutable state lives in the subject's `Locked` value.
  @usableFromInline let subject = PassthroughSubject<Void, Never>(
    subscriptionName: "ObservableObjectPublisher"
  )

  /// Creates a publisher with no subscribers.
  public init() {}

  public var description: String { "ObservableObjectPublisher" }

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }

  /// Tells every subscriber that the object is about to change.
  ///
  /// ```swift
  /// objectWillChange.send()
  /// ```
  @inlinable
  public func send() {
    subject.send(())
  }
}
