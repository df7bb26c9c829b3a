/// `List($items, selection: $selected) { $item in … }`, with or without `id:` and
/// `editActions:`: a selectable list of a bound collection's elements.
extension List {
  /// Creates a list with a row per identifiable element of a bound collection, selecting one
  /// row at a time.
  ///
  /// ```swift
  /// List($todos, selection: $selectedID) { $todo in Text(todo.title) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - selection: The selected row's id.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent
    >,
    C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(rows: ForEach(data, content: rowContent), single: selection)
  }

  /// Creates a list with a row per identifiable element of a bound collection, selecting
  /// several rows at a time.
  ///
  /// ```swift
  /// List($todos, selection: $selectedIDs) { $todo in Text(todo.title) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - selection: The selected rows' ids.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent
    >,
    C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(rows: ForEach(data, content: rowContent), multiple: selection)
  }

  /// Creates a list with a row per element of a bound collection, identified by a key path,
  /// selecting one row at a time.
  ///
  /// ```swift
  /// List($names, id: \.self, selection: $selectedName) { $name in Text(name) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - id: The key path to each element's identity.
  ///   - selection: The selected row's id.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
    C.Index: Hashable
  {
    self.init(rows: ForEach(data, id: id, content: rowContent), single: selection)
  }

  /// Creates a list with a row per element of a bound collection, identified by a key path,
  /// selecting several rows at a time.
  ///
  /// ```swift
  /// List($names, id: \.self, selection: $selectedNames) { $name in Text(name) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - id: The key path to each element's identity.
  ///   - selection: The selected rows' ids.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
    C.Index: Hashable
  {
    self.init(rows: ForEach(data, id: id, content: rowContent), multiple: selection)
  }

  /// Creates a list with a row per identifiable element of a bound collection, offering the
  /// edits in `editActions` and selecting one row at a time.
  ///
  /// ```swift
  /// List($todos, editActions: .all, selection: $selectedID) { $todo in Text(todo.title) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - editActions: The edits offered: deleting, moving, or both.
  ///   - selection: The selected row's id.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>,
    editActions: EditActions<C>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent
    >,
    C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(
      rows: ForEach(data, editActions: editActions, content: rowContent),
      single: selection
    )
  }

  /// Creates a list with a row per identifiable element of a bound collection, offering the
  /// edits in `editActions` and selecting several rows at a time.
  ///
  /// ```swift
  /// List($todos, editActions: .all, selection: $selectedIDs) { $todo in Text(todo.title) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - editActions: The edits offered: deleting, moving, or both.
  ///   - selection: The selected rows' ids.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>,
    editActions: EditActions<C>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent
    >,
    C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(
      rows: ForEach(data, editActions: editActions, content: rowContent),
      multiple: selection
    )
  }

  /// Creates a list with a row per element of a bound collection, identified by a key path,
  /// offering the edits in `editActions` and selecting one row at a time.
  ///
  /// ```swift
  /// List($model.names, id: \.self, editActions: .all, selection: $model.selected) { $name in
  ///   Text(name)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - id: The key path to each element's identity.
  ///   - editActions: The edits offered: deleting, moving, or both.
  ///   - selection: The selected row's id.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    editActions: EditActions<C>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
    C.Index: Hashable
  {
    self.init(
      rows: ForEach(data, id: id, editActions: editActions, content: rowContent),
      single: selection
    )
  }

  /// Creates a list with a row per element of a bound collection, identified by a key path,
  /// offering the edits in `editActions` and selecting several rows at a time.
  ///
  /// ```swift
  /// List($names, id: \.self, editActions: .all, selection: $selectedNames) { $name in
  ///   Text(name)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - id: The key path to each element's identity.
  ///   - editActions: The edits offered: deleting, moving, or both.
  ///   - selection: The selected rows' ids.
  ///   - rowContent: Makes the row of an element from a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    editActions: EditActions<C>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
    C.Index: Hashable
  {
    self.init(
      rows: ForEach(data, id: id, editActions: editActions, content: rowContent),
      multiple: selection
    )
  }
}
