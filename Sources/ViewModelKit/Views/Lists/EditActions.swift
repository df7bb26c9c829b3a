import Foundation

/// The edits a person may make to a bound collection's rows: `.move`, `.delete`, or `.all`.
///
/// Given to `ForEach($items, editActions:)` or `List($items, editActions:)`, they offer
/// deleting and moving rows without writing `onDelete` or `onMove`: the rows change the bound
/// collection themselves. In a ``ViewHost``, ``ViewHost/delete(row:)`` and
/// ``ViewHost/move(from:to:)`` perform them.
///
/// ```swift
/// List($names, id: \.self, editActions: .all) { $name in
///   TextField("Name", text: $name)
/// }
/// ```
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Moving rows: the element moves within the collection.
  ///
  /// ```swift
  /// ForEach($names, id: \.self, editActions: .move) { $name in Text(name) }
  /// ```
  public static var move: EditActions<Data> { EditActions(rawValue: 1) }

  /// Deleting rows: the element is removed from the collection (when it can remove elements).
  ///
  /// ```swift
  /// ForEach($names, id: \.self, editActions: .delete) { $name in Text(name) }
  /// ```
  public static var delete: EditActions<Data> { EditActions(rawValue: 2) }

  /// Every edit: moving and deleting.
  ///
  /// ```swift
  /// ForEach($names, id: \.self, editActions: .all) { $name in Text(name) }
  /// ```
  public static var all: EditActions<Data> { [.move, .delete] }
}

extension Binding where Value: MutableCollection {
  /// The `onDelete` and `onMove` actions that `actions` offer on the bound collection; deleting
  /// needs a collection that can remove elements (an array), as SwiftUI's does.
  func editActions(
    _ actions: EditActions<Value>
  ) -> (delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?) {
    var move: ((IndexSet, Int) -> Void)?
    if actions.contains(.move) {
      move = { offsets, destination in
        self.wrappedValue.move(fromOffsets: offsets, toOffset: destination)
      }
    }
    guard actions.contains(.delete), Value.self is any RemovableAtOffsets.Type else {
      return (nil, move)
    }
    let delete: (IndexSet) -> Void = { offsets in
      guard var collection = self.wrappedValue as? any RemovableAtOffsets else { return }
      collection.removeElements(atOffsets: offsets)
      if let removed = collection as? Value { self.wrappedValue = removed }
    }
    return (delete, move)
  }
}

/// A collection whose elements can be removed by offset: what `.delete` needs.
private protocol RemovableAtOffsets {
  mutating func removeElements(atOffsets offsets: IndexSet)
}

extension Array: RemovableAtOffsets {
  fileprivate mutating func removeElements(atOffsets offsets: IndexSet) {
    remove(atOffsets: offsets)
  }
}

extension ContiguousArray: RemovableAtOffsets {
  fileprivate mutating func removeElements(atOffsets offsets: IndexSet) {
    remove(atOffsets: offsets)
  }
}
