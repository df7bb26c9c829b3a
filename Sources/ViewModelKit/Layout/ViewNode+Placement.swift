extension ViewNode {
  /// Whether the layout left every box of this node without a frame.
  ///
  /// Such a node is a view that a `ViewThatFits` did not choose; snapshots leave it out.
  var isUnplaced: Bool {
    guard let items = layoutItems, !items.isEmpty else { return false }
    return items.allSatisfy { $0.frame == nil && !$0.isEmptyView }
  }

  /// Whether this node or an ancestor is unplaced: a person cannot see or tap it.
  var isHiddenByLayout: Bool {
    var node: ViewNode? = self
    while let current = node {
      if current.isUnplaced { return true }
      node = current.parent
    }
    return false
  }
}
