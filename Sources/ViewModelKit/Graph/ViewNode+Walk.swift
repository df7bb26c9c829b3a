/// Walks over a subtree with a list rather than recursion, so a tree of any depth costs no
/// stack (and nothing of ThreadSanitizer's shadow call stack).
extension ViewNode {
  /// Visits this node and its live descendants in tree order (pre-order); `visit` returns
  /// whether to go on into the node's children.
  ///
  /// ```swift
  /// var buttons: [ViewNode] = []
  /// row.walkLiveSubtree { node in
  ///   if node.view is any ButtonView { buttons.append(node) }
  ///   return true
  /// }
  /// ```
  func walkLiveSubtree(_ visit: (ViewNode) -> Bool) {
    var pending = [self]
    while let node = pending.popLast() {
      guard !node.isRemoved, visit(node) else { continue }
      pending.append(contentsOf: node.children.reversed())
    }
  }

  /// This node and its live descendants, in tree order.
  func liveSubtree() -> [ViewNode] {
    var result: [ViewNode] = []
    walkLiveSubtree { node in
      result.append(node)
      return true
    }
    return result
  }
}
