import Foundation

/// A `ForEach` that is the content of a lazy stack or grid expands only the rows of its
/// realization window (see ``LazyRowsState``); anywhere else it expands every element.
extension ForEach: NodeExpandingView {
  func children(of node: ViewNode) -> [(key: ChildKey, view: any View)]? {
    guard let container = node.parent?.view as? any LazyContainerView else { return nil }
    let rows: LazyRowsState
    if let existing = node.modifierState as? LazyRowsState {
      rows = existing
    } else {
      rows = LazyRowsState()
      rows.gap = container.rowGap
      node.modifierState = rows
      node.graph.lazyRowSources.append(node)
    }
    let perRow = rows.elementsPerRow
    rows.rowCount = (data.count + perRow - 1) / perRow
    let window = rows.window.clamped(to: 0..<rows.rowCount)
    rows.window = window
    return elements(window.lowerBound * perRow..<min(window.upperBound * perRow, data.count))
  }

  /// The children of the elements at `offsets`; a duplicate id is warned about and skipped.
  func elements(_ offsets: Range<Int>) -> [(key: ChildKey, view: any View)] {
    var seen = Set<ID>()
    var result: [(key: ChildKey, view: any View)] = []
    result.reserveCapacity(offsets.count)
    var index = data.index(data.startIndex, offsetBy: offsets.lowerBound)
    for _ in offsets {
      let element = data[index]
      index = data.index(after: index)
      let id = idOf(element)
      guard seen.insert(id).inserted else {
        Diagnostics.warn(
          "ForEach<\(Data.self), \(ID.self)>: the ID \(id) occurs multiple times within the "
            + "collection, this will give undefined results!"
        )
        continue
      }
      result.append((.id(AnyHashable(id)), content(element)))
    }
    return result
  }
}

/// A `ForEach` seen without its types: the offset of an id, for scrolling to a row that has no
/// view yet.
@MainActor
protocol IdentifiedRows {
  /// The offset of the element whose id is `id`, if there is one.
  func offset(of id: AnyHashable) -> Int?
}

extension ForEach: IdentifiedRows {
  func offset(of id: AnyHashable) -> Int? {
    var offset = 0
    for element in data {
      if AnyHashable(idOf(element)) == id { return offset }
      offset += 1
    }
    return nil
  }
}
