/// One event of a publisher's stream as a value: a value, the end, or a failure.
///
/// ``Publisher/materialize()`` turns a stream's events into values of this type, and
/// ``Publisher/dematerialize()`` turns them back. Combine has no such type.
///
/// ```swift
/// let cancellable = [1].publisher.materialize().sink { print($0) }
/// // Prints "value(1)", "finished"
/// ```
public enum StreamEvent<Output, Failure: Error> {
  /// A value.
  case value(Output)
  /// The stream finished.
  case finished
  /// The stream failed.
  case failure(Failure)
}

extension StreamEvent: Equatable where Output: Equatable, Failure: Equatable {}

extension StreamEvent: Hashable where Output: Hashable, Failure: Hashable {}

extension StreamEvent: Sendable where Output: Sendable, Failure: Sendable {}
