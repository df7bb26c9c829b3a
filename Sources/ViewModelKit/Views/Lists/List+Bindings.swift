/// `List($items) { $item in … }` with an `id:` key path, a selection and `editActions`: a row
/// per element of a bound collection, each given a binding to its element.
///
/// The edits a list offers are its `ForEach`'s: ``ViewHost/delete(row:)`` and
/// ``ViewHost/move(from:to:)`` change the bound collection. A selection is kept as
/// `List(selection:content:)` keeps it.
extension List where SelectionValue == Never {
  /// Creates a list with a row per element of a bound collection, identified by a key path.
  ///
  /// ```swift
  /// List($names, id: \.self) { $name in TextField("Name", text: $name) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - id: The key path to each element's identity.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
    C.Index: Hashable
  {
    self.init(rows: ForEach(data, id: id, content: rowContent), single: nil)
  }

  /// Creates a list with a row per identifiable element of a bound collection, offering the
  /// edits in `editActions`.
  ///
  /// ```swift
  /// List($todos, editActions: .all) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - editActions: The edits offered: deleting, moving, or both.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>,
    editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent
    >,
    C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(rows: ForEach(data, editActions: editActions, content: rowContent), single: nil)
  }

  /// Creates a list with a row per element of a bound collection, identified by a key path,
  /// offering the edits in `editActions`.
  ///
  /// ```swift
  /// List($names, id: \.self, editActions: .delete) { $name in Text(name) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - id: The key path to each element's identity.
  ///   - editActions: The edits offered: deleting, moving, or both.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
    C.Index: Hashable
  {
    self.init(
      rows: ForEach(data, id: id, editActions: editActions, content: rowContent),
      single: nil
    )
  }
}

extension List {
  /// A list of `rows` that selects one row at a time.
  init(rows: Content, single selection: Binding<SelectionValue?>?) {
    content = rows
    self.selection = selection
    selectionAccess = selection.map { ListSelectionAccess($0) }
  }

  /// A list of `rows` that selects several rows at a time.
  init(rows: Content, multiple selection: Binding<Set<SelectionValue>>?) {
    content = rows
    self.selection = selection
    selectionAccess = selection.map { ListSelectionAccess($0) }
  }
}
