public import Foundation

/// A view made from a collection of data, which can offer deleting and moving its elements.
///
/// ```swift
/// List {
///   ForEach(items) { Text($0.title) }
///     .onDelete { items.remove(atOffsets: $0) }
/// }
/// ```
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ForEach {
  /// Offers deleting elements, as a swipe or the edit mode's delete control does.
  ///
  /// Headless, the action is recorded on the `ForEach` (nothing swipes); a test calls it through
  /// its own model code.
  ///
  /// ```swift
  /// ForEach(items) { Text($0.title) }.onDelete { items.remove(atOffsets: $0) }
  /// ```
  ///
  /// - Parameter action: Deletes the elements at the offsets, or `nil` to offer nothing.
  /// - Returns: The views, offering deletion.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.deleteAction = action
    return copy
  }

  /// Offers moving elements, as dragging in edit mode does (recorded only headlessly).
  ///
  /// ```swift
  /// ForEach(items) { Text($0.title) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  ///
  /// - Parameter action: Moves the elements at the offsets before the destination offset, or
  ///   `nil` to offer nothing.
  /// - Returns: The views, offering moves.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.moveAction = action
    return copy
  }
}
