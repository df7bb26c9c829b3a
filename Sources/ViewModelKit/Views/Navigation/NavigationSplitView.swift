/// A multi-column navigation container, shown collapsed as on iPhone (compact width): a
/// ``NavigationStack`` whose root is the sidebar.
///
/// Links in the sidebar push their destinations on that stack. The `content` and `detail`
/// columns are kept but not shown: on a device, selecting a row of a `List(selection:)` in the
/// sidebar pushes them; that selection-driven push is not modelled headlessly.
///
/// ```swift
/// NavigationSplitView {
///   List(folders) { NavigationLink($0.name, value: $0) }
///     .navigationDestination(for: Folder.self) { FolderView(folder: $0) }
/// } detail: {
///   Text("Select a folder")
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
    NavigationStack { sidebar }
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
