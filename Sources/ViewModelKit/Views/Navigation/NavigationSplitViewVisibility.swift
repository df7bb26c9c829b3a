/// Which columns of a ``NavigationSplitView`` show: `NavigationSplitView(columnVisibility:…)`.
///
/// ```swift
/// @State private var columnVisibility = NavigationSplitViewVisibility.all
///
/// NavigationSplitView(columnVisibility: $columnVisibility) {
///   Sidebar()
/// } detail: {
///   Detail()
/// }
/// ```
///
/// The host's split view is collapsed, as on iPhone, where SwiftUI shows one column at a time
/// and the visibility has no effect: the binding is neither read nor written.
public struct NavigationSplitViewVisibility: Codable, Equatable, Sendable {
  enum Value: String, Codable, Sendable {
    case detailOnly, doubleColumn, all, automatic
  }

  let value: Value

  /// Only the detail column.
  public static var detailOnly: NavigationSplitViewVisibility { .init(value: .detailOnly) }

  /// The detail column and the one before it (the content column of a three-column view).
  public static var doubleColumn: NavigationSplitViewVisibility { .init(value: .doubleColumn) }

  /// Every column.
  public static var all: NavigationSplitViewVisibility { .init(value: .all) }

  /// The platform's choice for the space.
  public static var automatic: NavigationSplitViewVisibility { .init(value: .automatic) }
}

extension NavigationSplitView {
  /// Creates a three-column split view whose column visibility a binding controls.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility) {
  ///   Folders()
  /// } content: {
  ///   Notes()
  /// } detail: {
  ///   NoteDetail()
  /// }
  /// ```
  ///
  /// Collapsed as on iPhone, where the visibility has no effect (see
  /// ``NavigationSplitViewVisibility``).
  ///
  /// - Parameters:
  ///   - columnVisibility: Which columns show in a wide layout.
  ///   - sidebar: The leading column.
  ///   - content: The middle column.
  ///   - detail: The trailing column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column split view whose column visibility a binding controls.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility) {
  ///   Folders()
  /// } detail: {
  ///   NoteDetail()
  /// }
  /// ```
  ///
  /// Collapsed as on iPhone, where the visibility has no effect (see
  /// ``NavigationSplitViewVisibility``).
  ///
  /// - Parameters:
  ///   - columnVisibility: Which columns show in a wide layout.
  ///   - sidebar: The leading column.
  ///   - detail: The trailing column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}
