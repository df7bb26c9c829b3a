import Foundation

extension ViewGraph {
  /// Moves the realization window of every lazy `ForEach` to the rows its viewport shows after
  /// the last layout, building the rows that enter and removing those that leave; returns
  /// whether any window moved.
  ///
  /// The renderer calls it after laying out, and lays out again when it returns `true` (the new
  /// rows are measured, which may move the window again). Rows are built without animation: a
  /// row that scrolls into view does not transition in. In an animated pass (an animated
  /// `scrollTo`) rows are only added, so that the rows the animation passes over have views; the
  /// next pass without animation drops those out of view. A row that leaves is parked, not
  /// removed: it keeps its state, its `onDisappear` runs (and its tasks are cancelled), and its
  /// views are no longer drawn; when it comes back its `onAppear` runs again.
  func updateLazyWindows(transaction: Transaction, screen: CGSize) -> Bool {
    guard !lazyRowSources.isEmpty else { return false }
    lazyRowSources.removeAll { $0.isRemoved }
    var moved: [ViewNode] = []
    for node in lazyRowSources {
      guard let rows = node.modifierState as? LazyRowsState, let container = node.parent,
        let lazy = container.view as? any LazyContainerView,
        let frame = container.layoutBox?.frame
      else { continue }
      let axis: StackAxis = lazy.lazyAxis == .vertical ? .vertical : .horizontal
      let perRow = lazy.elementsPerRow(in: frame.size)
      var window: Range<Int>
      if perRow != rows.elementsPerRow {
        rows.elementsPerRow = perRow
        rows.resetMeasurements()
        let count = node.children.count + rows.window.lowerBound * perRow
        rows.rowCount = max(rows.rowCount, (count + perRow - 1) / perRow)
        window = 0..<0
      } else {
        Self.measure(node, rows: rows, axis: axis)
        window = rows.window
      }
      Self.clampOffset(around: container, transaction: transaction)
      let visible = Self.visibleRange(of: container, frame: frame, axis: axis, screen: screen)
      var target = rows.rows(from: visible.lowerBound, to: visible.upperBound)
      if transaction.animation != nil, !window.isEmpty, !target.isEmpty {
        let span =
          min(
            window.lowerBound,
            target.lowerBound
          )..<max(
            window.upperBound,
            target.upperBound
          )
        target = span.count <= 4 * max(window.count, target.count) ? span : target
      }
      guard target != rows.window || perRow != 1 && window.isEmpty else { continue }
      rows.window = target
      moved.append(node)
    }
    guard !moved.isEmpty else { return false }
    for node in moved {
      guard let expanding = node.view as? any NodeExpandingView,
        let children = expanding.children(of: node)
      else { continue }
      touched.append(node)
      let (restored, parked) = exchangeParkedRows(of: node, for: children)
      reconcile(
        node,
        children: children,
        context: UpdateContext(environment: node.environment, transaction: Transaction())
      )
      for row in restored {
        appendSubtree(row, to: &touched)
        enqueueAfterPass { [weak row] in
          guard let row, !row.isRemoved else { return }
          AppearanceHooks.run(below: row, appearing: true)
        }
      }
      for row in parked {
        appendSubtree(row, to: &removedThisPass)
        enqueueAfterPass { AppearanceHooks.run(below: row, appearing: false) }
      }
      if let container = node.parent { touched.append(container) }
    }
    runAfterPass()
    return true
  }

  /// Takes the rows that leave the window out of the children (kept, with their state, in the
  /// window's parked rows) and puts back the parked rows that come into it.
  private func exchangeParkedRows(
    of node: ViewNode,
    for children: [(key: ChildKey, view: any View)]
  ) -> (restored: [ViewNode], parked: [ViewNode]) {
    guard let rows = node.modifierState as? LazyRowsState else { return ([], []) }
    let keys = Set(children.map(\.key))
    let parked = node.children.filter { !$0.isRemoved && !keys.contains($0.key) }
    node.children.removeAll { child in parked.contains { $0 === child } }
    for row in parked { rows.parked[row.key] = row }
    var restored: [ViewNode] = []
    for (key, _) in children {
      guard let row = rows.parked.removeValue(forKey: key) else { continue }
      node.children.append(row)
      restored.append(row)
    }
    // The reconciliation may find the children it expects already in place (a window that only
    // shrank): the layout must still drop the parked rows' boxes.
    if !parked.isEmpty || !restored.isEmpty { node.childrenChanged = true }
    return (restored, parked)
  }

  private func appendSubtree(_ node: ViewNode, to list: inout [ViewNode]) {
    list.append(node)
    for child in node.children { list += child.liveSubtree() }
  }

  /// Brings the content offset of the scroll view around a lazy container back within its
  /// content when the content became shorter (rows were deleted at the end), as a scroll view
  /// does.
  private static func clampOffset(around container: ViewNode, transaction: Transaction) {
    var ancestor = container.parent
    while let node = ancestor {
      if node.view is any ScrollViewProtocol {
        guard let geometry = ScrollTargeting.geometry(of: node),
          geometry.clamped(geometry.offset) != geometry.offset,
          let slot = ScrollTargeting.offsetSlot(of: node)
        else { return }
        slot.write(geometry.clamped(geometry.offset), transaction: transaction)
        return
      }
      ancestor = node.parent
    }
  }

  /// Records the lengths of the realized rows, and the gap between two of them.
  private static func measure(_ node: ViewNode, rows: LazyRowsState, axis: StackAxis) {
    let perRow = rows.elementsPerRow
    var extents: [Int: (start: CGFloat, end: CGFloat)] = [:]
    for (position, child) in node.children.enumerated() where !child.isRemoved {
      guard let frame = child.boxesFrame else { continue }
      let row = rows.window.lowerBound + position / perRow
      let start = axis == .vertical ? frame.minY : frame.minX
      let end = axis == .vertical ? frame.maxY : frame.maxX
      let extent = extents[row].map { (min($0.start, start), max($0.end, end)) } ?? (start, end)
      extents[row] = extent
    }
    for (row, extent) in extents { rows.record(length: extent.end - extent.start, of: row) }
    let first = rows.window.lowerBound
    if let one = extents[first], let two = extents[first + 1] {
      rows.gap = max(0, two.start - one.end)
    }
  }

  /// The part of a lazy container its viewport shows, in points along `axis` from the
  /// container's start: the nearest enclosing scroll view's viewport at its content offset, or
  /// the screen.
  private static func visibleRange(
    of container: ViewNode,
    frame: CGRect,
    axis: StackAxis,
    screen: CGSize
  ) -> Range<CGFloat> {
    var visible = CGRect(origin: .zero, size: screen)
    var ancestor = container.parent
    while let node = ancestor {
      if let viewport = node.view as? any ScrollViewportView,
        viewport.axes.contains(axis == .vertical ? .vertical : .horizontal),
        let viewportFrame = node.layoutBox?.frame
      {
        visible = viewportFrame.offsetBy(dx: viewport.offset.x, dy: viewport.offset.y)
        break
      }
      ancestor = node.parent
    }
    let start = axis == .vertical ? visible.minY - frame.minY : visible.minX - frame.minX
    let length = axis == .vertical ? visible.height : visible.width
    return start..<(start + max(length, 0))
  }
}

extension ViewNode {
  /// The union of the frames of the boxes this node contributes to its container, if any has
  /// one.
  var boxesFrame: CGRect? {
    var result: CGRect?
    for box in layoutItems ?? [] {
      guard let frame = box.frame else { continue }
      result = result.map { $0.union(frame) } ?? frame
    }
    return result
  }
}
