/// Draws children in `zIndex` order: a child's index is the first `zIndex(_:)` on the chain of
/// single children below it (0 when there is none); equal indices keep their order.
@MainActor
enum ZIndex {
  static func sort(_ children: inout [(RenderItem, Snapshots.Children)], renderer: Renderer) {
    let indices = children.map { index(of: $0.0, children: $0.1, renderer: renderer) }
    guard indices.contains(where: { $0 != 0 }) else { return }
    let order = indices.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }
    children = order.map { children[$0] }
  }

  private static func index(
    of item: RenderItem,
    children: Snapshots.Children,
    renderer: Renderer
  ) -> Double {
    var item = item
    var children = children
    while true {
      if let modifier = item.effect?.modifier as? _ZIndexModifier { return modifier.index }
      switch children {
      case .live(let nodes):
        guard nodes.count == 1, let next = renderer.item(for: nodes[0]) else { return 0 }
        item = next
        children = .live(of: nodes[0], renderer: renderer)
      case .frozen(let items):
        guard items.count == 1 else { return 0 }
        item = items[0]
        children = .frozen(items[0].frozenChildren)
      }
    }
  }
}
