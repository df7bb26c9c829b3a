public import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at the offsets, as an `onDelete` action does.
  ///
  /// ```swift
  /// ForEach(items) { Text($0.title) }.onDelete { items.remove(atOffsets: $0) }
  /// ```
  ///
  /// - Parameter offsets: The offsets of the elements to remove.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at the offsets to before the element at `destination` (an offset in
  /// the collection before the move), as an `onMove` action does.
  ///
  /// ```swift
  /// var letters = ["A", "B", "C", "D"]
  /// letters.move(fromOffsets: [0], toOffset: 3)  // ["B", "C", "A", "D"]
  /// ```
  ///
  /// - Parameters:
  ///   - source: The offsets of the elements to move.
  ///   - destination: The offset to insert them before.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moved = source.map { elements[$0] }
    var kept: [Element] = []
    var insertion = destination
    for (offset, element) in elements.enumerated() where !source.contains(offset) {
      kept.append(element)
    }
    insertion -= source.count(in: 0..<destination)
    kept.insert(contentsOf: moved, at: insertion)
    for (position, element) in zip(indices, kept) {
      self[position] = element
    }
  }
}
