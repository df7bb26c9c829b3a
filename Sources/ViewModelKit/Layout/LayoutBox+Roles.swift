/// How a node behaves as a stack child, looking through modifiers that have no layout effect.
extension LayoutBox {
  /// The one child of a single-child kind (frame, padding, passthrough).
  var onlyChild: LayoutBox {
    precondition(children.count == 1, "A \(kind) layout node needs exactly one child.")
    return children[0]
  }

  /// Whether the node is an `EmptyView`, which takes no space and no gap in a stack.
  var isEmptyView: Bool {
    if case .empty = innermostThroughPassthrough.kind { return true }
    return false
  }

  /// Whether the node is a `Spacer`, which prefers no gap to its neighbours.
  var isSpacer: Bool {
    if case .spacer = innermostThroughPassthrough.kind { return true }
    return false
  }

  /// This box, or the one that single-child passthrough boxes wrap.
  private var innermostThroughPassthrough: LayoutBox {
    var box = self
    while case .passthrough = box.kind, box.children.count == 1 { box = box.children[0] }
    return box
  }

  /// The layout priority: the innermost `layoutPriority(_:)` under modifiers that wrap one view
  /// (a priority is a trait of the view, which its modifiers keep), −∞ for a `Spacer`, else 0.
  var layoutPriority: Double {
    var box = self
    while true {
      switch box.kind {
      case .layoutPriority(let priority): return priority
      case .spacer: return -.infinity
      case .passthrough where box.children.count == 1, .layoutValue where box.children.count == 1:
        box = box.children[0]
      case .frame, .flexibleFrame, .padding, .fixedSize, .aspectRatio, .position, .layered,
        .gridCellColumns, .gridColumnAlignment, .safeAreaInset, .alignmentGuide,
        .containerRelativeFrame:
        guard let first = box.children.first, !box.isSpacerWrapper else { return 0 }
        box = first
      default:
        return 0
      }
    }
  }

  /// Whether a sizing modifier wraps a `Spacer` directly: the frame keeps the spacer's spacing
  /// rule but not its priority (a framed spacer is sized like any view).
  private var isSpacerWrapper: Bool {
    guard case .passthrough = kind else { return children.first?.isSpacer ?? false }
    return false
  }
}
