/// A type whose activity can be cancelled.
///
/// ```swift
/// let cancellable: any Cancellable = subject.sink { print($0) }
/// cancellable.cancel()
/// ```
///
/// Cancelling frees what the activity holds (closures, subscribers, upstream subscriptions).
/// Cancelling twice, or after completion, does nothing.
public protocol Cancellable {
  /// Stops the activity and releases what it holds.
  func cancel()
}
