/// Rows in a scrollable column, laid out as SwiftUI lays a list out on iPhone.
///
/// The list takes the whole space it is offered and scrolls its rows vertically. Each row's
/// content is inset (16 points in an inset-grouped section's card 20 points from the edges; 20
/// points in the plain and grouped styles; 11 points above and below) and the row is at least
/// 44 points tall (`defaultMinListRowHeight`); a separator runs under every row but the last of
/// its section, from the content's leading inset. `Section`s stack their header, rows and footer,
/// 35 points apart in the grouped styles. The default style is inset grouped; see
/// ``ListStyle`` and ``ListMetrics`` for the metrics of each (the insets are observed values, not
/// documented by Apple).
///
/// Like SwiftUI's, a list is lazy: when its content is one `ForEach` (or the list is made from
/// data), only the rows in view have views, and scrolling builds and removes rows (see
/// `LazyVStack`). Other content is built at once.
///
/// ```swift
/// List(items) { item in Text(item.title) }
/// List {
///   Section("Recent") { ForEach(recent) { Text($0.title) } }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, BuiltInView {
  let content: Content
  /// The selection binding (recorded only: rows are not selected by taps headlessly).
  let selection: Any?
  /// The selection without its type, for a split view's columns.
  var selectionAccess: ListSelectionAccess?
  @Environment(\.listMetrics) private var metrics
  @Environment(\._selectionContextMenu) private var selectionMenu

  public var body: some View {
    ScrollView {
      _ListRows(
        metrics: metrics,
        content: content,
        selectionMenu: selectionMenu.map {
          ListRowSelectionMenu(menu: $0, selection: selectionAccess)
        }
      )
    }
    .modifier(_ListSelectionModifier(access: selectionAccess))
  }
}

extension List where SelectionValue == Never {
  /// Creates a list of views.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    selection = nil
  }

  /// Creates a list with a row per identifiable element.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - rowContent: Makes the row of an element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
    selection = nil
  }

  /// Creates a list with a row per element, identified by a key path.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identity.
  ///   - rowContent: Makes the row of an element.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    selection = nil
  }

  /// Creates a list with a row per element of a bound collection; each row gets a binding to
  /// its element.
  ///
  /// ```swift
  /// List($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent
    >,
    C.Element: Identifiable,
    C.Index: Hashable
  {
    content = ForEach(data, content: rowContent)
    selection = nil
  }
}

extension List {
  /// Creates a list whose rows can be selected, one at a time.
  ///
  /// In a column of a ``NavigationSplitView``, a `NavigationLink(value:)` row whose value has no
  /// `navigationDestination` selects its value, and a selection pushes the next column (see
  /// ``NavigationSplitView``). Elsewhere the selection is recorded only (rows are not selected
  /// by taps headlessly).
  ///
  /// - Parameters:
  ///   - selection: The selected row's tag.
  ///   - content: The rows.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
    selectionAccess = selection.map { ListSelectionAccess($0) }
  }

  /// Creates a list whose rows can be selected, several at a time.
  ///
  /// In a column of a ``NavigationSplitView`` a link row selects its value alone, as a tap does
  /// outside edit mode; elsewhere the selection is recorded only.
  ///
  /// - Parameters:
  ///   - selection: The selected rows' tags.
  ///   - content: The rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
    selectionAccess = selection.map { ListSelectionAccess($0) }
  }
}
