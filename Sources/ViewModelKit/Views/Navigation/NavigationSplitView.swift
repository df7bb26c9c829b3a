/// A multi-column navigation container, shown collapsed as on iPhone (compact width): a
/// ``NavigationStack`` whose root is the sidebar.
///
/// Links in the sidebar push their destinations on that stack. A `List(selection:)` in the
/// sidebar drives the next column, as on iPhone: while a row is selected the next column
/// (`content`, else `detail`) is pushed, and it follows the selection; popping it (the back
/// button, `dismiss()`) clears the selection. A `NavigationLink(value:)` row whose value has no
/// `navigationDestination` selects its value (SwiftUI's rule for links in a selectable list of a
/// leading column). In a three-column split view, a selectable list in `content` pushes `detail`
/// the same way.
///
/// ```swift
/// @State private var selected: Folder.ID?
/// NavigationSplitView {
///   List(selection: $selected) {
///     ForEach(folders) { NavigationLink($0.name, value: $0.id) }
///   }
/// } detail: {
///   if let selected { FolderView(id: selected) } else { Text("Select a folder") }
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, BuiltInView {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  /// Creates a three-column split view.
  ///
  /// - Parameters:
  ///   - sidebar: The leading column.
  ///   - content: The middle column.
  ///   - detail: The trailing column.
  public init(
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  public var body: some View {
    NavigationStack {
      sidebar.environment(\._splitViewNextColumn, SplitViewColumn(view: columnAfterSidebar))
    }
  }

  /// The column a selection in the sidebar pushes: `content` (whose own selection pushes
  /// `detail`), or `detail` in a two-column split view.
  private var columnAfterSidebar: AnyView {
    if content is EmptyView { return AnyView(detail) }
    return AnyView(
      content.environment(\._splitViewNextColumn, SplitViewColumn(view: AnyView(detail)))
    )
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column split view.
  ///
  /// - Parameters:
  ///   - sidebar: The leading column.
  ///   - detail: The trailing column.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }
}
