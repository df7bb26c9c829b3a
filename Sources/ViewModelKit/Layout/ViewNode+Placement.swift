extension ViewNode {
  /// Whether the layout left every box of this node without a frame: a view a `ViewThatFits`
  /// did not choose. Snapshots leave such views out.
  var isUnplaced: Bool {
    guard let items = layoutItems, !items.isEmpty else { return false }
    return items.allSatisfy { $0.frame == nil && !$0.isEmptyView }
  }
}
