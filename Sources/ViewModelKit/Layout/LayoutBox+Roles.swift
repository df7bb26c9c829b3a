/// How a node behaves as a stack child, looking through modifiers that have no layout effect.
extension LayoutBox {
  /// The one child of a single-child kind (frame, padding, passthrough).
  var onlyChild: LayoutBox {
    precondition(children.count == 1, "A \(kind) layout node needs exactly one child.")
    return children[0]
  }

  /// Whether the node is an `EmptyView`, which takes no space and no gap in a stack.
  var isEmptyView: Bool {
    switch kind {
    case .empty: true
    case .passthrough: children.count == 1 && children[0].isEmptyView
    default: false
    }
  }

  /// Whether the node is a `Spacer`, which prefers no gap to its neighbours.
  var isSpacer: Bool {
    switch kind {
    case .spacer: true
    case .passthrough: children.count == 1 && children[0].isSpacer
    default: false
    }
  }

  /// The layout priority: −∞ for a `Spacer`, 0 for everything else.
  var layoutPriority: Double { isSpacer ? -.infinity : 0 }
}
