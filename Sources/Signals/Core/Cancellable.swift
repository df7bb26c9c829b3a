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

extension Cancellable {
  /// Wraps this cancellable in an ``AnyCancellable`` and stores it in a collection, so that it
  /// lives as long as the collection.
  ///
  /// ```swift
  /// var bag: [AnyCancellable] = []
  /// let connection: any Cancellable = timer.connect()
  /// connection.store(in: &bag)
  /// ```
  ///
  /// - Parameter collection: The collection to append to.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Wraps this cancellable in an ``AnyCancellable`` and stores it in a set, so that it lives as
  /// long as the set.
  ///
  /// ```swift
  /// var cancellables = Set<AnyCancellable>()
  /// multicast.connect().store(in: &cancellables)
  /// ```
  ///
  /// - Parameter set: The set to insert into.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
