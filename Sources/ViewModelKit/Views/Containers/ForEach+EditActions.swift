/// `ForEach($items, editActions: .all) { $item in … }`: a bound collection whose rows a person
/// can delete and move.
///
/// SwiftUI's `ForEach` here has the types `IndexedIdentifierCollection` and
/// `EditableCollectionContent`; this package's has the same types as `ForEach($items)`, which
/// only code that names the `ForEach`'s full type would notice.
extension ForEach {
  /// Creates views from a binding to a collection of identifiable elements, offering the edits
  /// in `editActions`: deleting or moving a row removes or moves its element.
  ///
  /// ```swift
  /// List {
  ///   ForEach($todos, editActions: .all) { $todo in
  ///     Toggle(todo.title, isOn: $todo.done)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the collection.
  ///   - editActions: The edits offered.
  ///   - content: Makes the view of one element from a binding to it.
  public init<C>(
    _ data: Binding<C>,
    editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
    ID == C.Element.ID,
    C: MutableCollection,
    C: RandomAccessCollection,
    C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(data, id: \.id, editActions: editActions, content: content)
  }

  /// Creates views from a binding to a collection whose elements are identified by a key path,
  /// offering the edits in `editActions`.
  ///
  /// ```swift
  /// ForEach($names, id: \.self, editActions: .delete) { $name in
  ///   TextField("Name", text: $name)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the collection.
  ///   - id: The key path to each element's identity.
  ///   - editActions: The edits offered.
  ///   - content: Makes the view of one element from a binding to it.
  public init<C>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
    C: MutableCollection,
    C: RandomAccessCollection,
    C.Index: Hashable
  {
    self.init(data, id: id, content: content)
    (deleteAction, moveAction) = data.editActions(editActions)
  }
}
