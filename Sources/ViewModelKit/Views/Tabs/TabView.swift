/// Tabs, one shown at a time, chosen in a tab bar at the bottom.
///
/// Each view of the content is a tab, labelled by its `tabItem` (or made with `Tab`), selected
/// by its `tag` (a `Tab`'s value); a tab without a tag is selected by its position. The tab view
/// takes the whole space offered: the tab bar (49 points tall, its items sharing the width) at
/// the bottom, the selected tab above it.
///
/// As on iOS 18, a tab's view is built when it is first selected and kept afterwards: a tab
/// that is left runs its `onDisappear` (and its tasks are cancelled) but keeps its state; coming
/// back runs its `onAppear` again. The tab left disappears before the tab chosen appears (an
/// order no source pins down). A ``ViewHost`` selects a tab with ``ViewHost/select(tab:)``.
///
/// ```swift
/// TabView(selection: $selection) {
///   InboxView().tabItem { Label("Inbox", systemImage: "tray") }.tag(0)
///   SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(1)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, BuiltInView {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var ownSelection: AnyHashable?
  @Environment(\.tabViewStyleKind) private var style

  /// Creates a tab view whose selection is bound to the tabs' tags.
  ///
  /// - Parameters:
  ///   - selection: The selected tab's tag.
  ///   - content: The tabs.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    let tabs = TabEntry.tabs(of: content)
    let selected: AnyHashable? =
      selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection ?? tabs.first?.tag
    return _TabViewContent(tabs: tabs, selected: selected, style: style) {
      [selection, ownSelection = $ownSelection] tag in
      if let selection {
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      } else {
        ownSelection.wrappedValue = tag
      }
    }
  }
}

extension TabView where SelectionValue == Int {
  /// Creates a tab view that keeps its own selection, starting at the first tab.
  ///
  /// - Parameter content: The tabs.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// One tab: its key in the content, its view, its tag and its label.
struct TabEntry {
  let key: ChildKey
  let view: any View
  let tag: AnyHashable
  let label: any View
  /// What the tab's badge shows, if it has one.
  var badge: String?

  @MainActor
  static func tabs(of content: any View) -> [TabEntry] {
    let children =
      ((content as? any TupleViewProtocol)?.tupleChildren() ?? [
        (key: ChildKey.content, view: content)
      ])
      .flatMap(expanded)
    return children.enumerated()
      .map { position, child in
        let source = child.view as? any TabSource
        return TabEntry(
          key: child.key,
          view: child.view,
          tag: source?.tabTag ?? AnyHashable(position),
          label: source?.tabLabel ?? EmptyView(),
          badge: source?.tabBadge
        )
      }
  }
}

extension TabEntry {
  /// A child of a tab view's content as the tabs it makes: each element of a `ForEach` is a
  /// tab, as in SwiftUI; any other view is one.
  @MainActor
  fileprivate static func expanded(
    _ child: (key: ChildKey, view: any View)
  ) -> [(
    key: ChildKey, view: any View
  )] {
    guard child.view is any ForEachMarker else {
      return [child]
    }
    return SubviewResolver.resolve(child.view, path: [child.key])
      .map { item in
        (key: item.path.count == 1 ? item.path[0] : .id(AnyHashable(item.path)), view: item.view)
      }
  }
}
