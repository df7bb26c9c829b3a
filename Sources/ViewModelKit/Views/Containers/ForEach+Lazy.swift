import Foundation

/// A `ForEach` that is the content of a lazy stack or grid expands only the rows of its
/// realization window (see ``LazyRowsState``); anywhere else it expands every element.
extension ForEach: NodeExpandingView {
  func children(of node: ViewNode) -> [(key: ChildKey, view: any View)]? {
    let parent = node.parent?.view
    let wrapping = parent as? any ListRowWrapping
    guard let container = parent as? any LazyContainerView, container.realizesLazily else {
      return wrapping.map { elements(0..<data.count, rowsOf: $0) }
    }
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
    let offsets = window.lowerBound * perRow..<min(window.upperBound * perRow, data.count)
    return elements(offsets, rowsOf: wrapping)
  }

  /// The children of the elements at `offsets`, as rows of a list when `list` is given; a
  /// duplicate id is warned about and skipped.
  func elements(
    _ offsets: Range<Int>,
    rowsOf list: (any ListRowWrapping)?
  ) -> [(key: ChildKey, view: any View)] {
    let count = data.count
    var seen = Set<ID>()
    var result: [(key: ChildKey, view: any View)] = []
    result.reserveCapacity(offsets.count)
    var index = data.index(data.startIndex, offsetBy: offsets.lowerBound)
    for offset in offsets {
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
      let view = content(element)
      let key = AnyHashable(id)
      result.append((.id(key), list?.row(view, isLast: offset == count - 1, id: key) ?? view))
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
