/// Walks a snapshot without recursion: a snapshot of a deep tree (an outline, a thread of
/// comments) can be thousands of levels deep, more than a thread's stack holds frames for.
extension ViewSnapshot.Node {
  /// Visits this subtree in tree order (pre-order), each node with its depth below this one,
  /// until `visit` returns `false`.
  func walk(_ visit: (ViewSnapshot.Node, _ depth: Int) -> Bool) {
    var stack: [(nodes: [ViewSnapshot.Node], next: Int)] = [([self], 0)]
    while let top = stack.last {
      guard top.next < top.nodes.count else {
        stack.removeLast()
        continue
      }
      let node = top.nodes[top.next]
      stack[stack.count - 1].next += 1
      guard visit(node, stack.count - 1) else { return }
      if !node.children.isEmpty { stack.append((node.children, 0)) }
    }
  }
}
