import Foundation

/// The tabs of a `TabView` that were selected at least once, and its tab bar.
struct _TabViewContent: View {
  typealias Body = Never
  let tabs: [TabEntry]
  let selected: AnyHashable?
  let style: TabViewStyleKind
  let select: (AnyHashable) -> Void
}

/// The tags of the tabs a tab view has built.
final class TabsState {
  var built = Set<AnyHashable>()
}

extension _TabViewContent: PrimitiveView, StructuralView, NodeExpandingView, NodeLayoutConvertible {
  func children(of node: ViewNode) -> [(key: ChildKey, view: any View)]? {
    let state = node.modifierState as? TabsState ?? TabsState()
    node.modifierState = state
    if let selected { state.built.insert(selected) }
    var result: [(key: ChildKey, view: any View)] = []
    for tab in tabs where state.built.contains(tab.tag) {
      result.append((tab.key, TabSlotWrapper.wrap(tab.view, isSelected: tab.tag == selected)))
    }
    switch style {
    case .tabBar:
      let bar = _TabBar(
        items: tabs.map { tab in
          (tab.label, tab.badge, tab.tag == selected, { [select] in select(tab.tag) })
        }
      )
      result.append((.index(-7), bar))
    case .page(let showsIndex):
      let index = _PageIndex(
        count: showsIndex ? tabs.count : 0,
        selected: tabs.firstIndex { $0.tag == selected } ?? 0
      )
      result.append((.index(-7), index))
    }
    return result
  }

  func layoutKind(of node: ViewNode) -> LayoutKind {
    let slots = node.children.filter { !$0.isRemoved && $0.key != .index(-7) }
    let tags = tabs.filter { tab in slots.contains { $0.key == tab.key } }.map(\.tag)
    return .tabView(selected: tags.firstIndex { $0 == selected } ?? -1)
  }
}

/// The tab bar: a button per tab, sharing the width; a tab's badge is drawn over its button's
/// top trailing corner, taking no room.
struct _TabBar: View, BuiltInView {
  let items: [(label: any View, badge: String?, isSelected: Bool, select: () -> Void)]

  var body: some View {
    HStack(spacing: 0) {
      ForEach(items.indices, id: \.self) { index in
        Button(action: items[index].select) { AnyView(erasing: items[index].label) }
          .overlay(alignment: .topTrailing) {
            if let badge = items[index].badge {
              Text(badge).font(.caption2).foregroundStyle(.white).padding(.horizontal, 4)
                .background(Capsule().fill(.red))
            }
          }
          .frame(maxWidth: .infinity)
      }
    }
    .frame(height: 49)
  }
}

/// The page dots of a page-style tab view, in place of its tab bar: they take no room, and are
/// drawn over the bottom of the page (the selected one in the primary style, the others in the
/// secondary).
struct _PageIndex: View, BuiltInView {
  let count: Int
  let selected: Int

  var body: some View {
    HStack(spacing: 8) {
      ForEach(0..<count, id: \.self) { index in
        Circle()
          .fill(index == selected ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary))
          .frame(width: 8, height: 8)
      }
    }
    .frame(height: 0)
    .offset(y: -24)
  }
}

/// Hides a tab that is not selected, and runs its appearance actions when that changes.
struct _TabSlot: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let isSelected: Bool

  func didInsert(node: ViewNode) {
    node.modifierState = TabSlotState(isSelected: isSelected)
  }

  func didUpdate(node: ViewNode) {
    guard let state = node.modifierState as? TabSlotState, state.isSelected != isSelected else {
      return
    }
    state.isSelected = isSelected
    guard isSelected else {
      AppearanceHooks.run(below: node, appearing: false)
      return
    }
    // After the tab that was left has disappeared.
    node.graph.enqueueAfterPass { [weak node] in
      guard let node, !node.isRemoved else { return }
      AppearanceHooks.run(below: node, appearing: true)
    }
  }
}

final class TabSlotState {
  var isSelected: Bool

  init(isSelected: Bool) {
    self.isSelected = isSelected
  }
}

@MainActor
enum TabSlotWrapper {
  static func wrap(_ view: any View, isSelected: Bool) -> any View {
    wrapOpened(view, isSelected)
  }

  private static func wrapOpened<V: View>(_ view: V, _ isSelected: Bool) -> any View {
    view.modifier(_TabSlot(isSelected: isSelected))
  }
}
