/// `List(items, selection: $selection) { … }`: a row per element of a collection (identifiable,
/// identified by a key path, or a range of offsets) in a list that keeps a selection, one row or
/// a set of rows, as `List(selection:content:)` keeps it.
extension List {
  /// Creates a list with a row per identifiable element, which selects several rows at a time.
  ///
  /// ```swift
  /// List(notes, selection: $selected) { note in Text(note.title) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - selection: The selected rows' ids.
  ///   - rowContent: Makes the row of an element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent), multiple: selection)
  }

  /// Creates a list with a row per element, identified by a key path, which selects several
  /// rows at a time.
  ///
  /// ```swift
  /// List(names, id: \.self, selection: $selected) { Text($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identity.
  ///   - selection: The selected rows' ids.
  ///   - rowContent: Makes the row of an element.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent), multiple: selection)
  }

  /// Creates a list with a row per offset in a range, which selects several rows at a time.
  ///
  /// ```swift
  /// List(0..<5, selection: $selected) { Text("Row \($0)") }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The offsets.
  ///   - selection: The selected rows' offsets.
  ///   - rowContent: Makes the row of an offset.
  public init<RowContent: View>(
    _ data: Range<Int>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(rows: ForEach(data, content: rowContent), multiple: selection)
  }

  /// Creates a list with a row per identifiable element, which selects one row at a time.
  ///
  /// ```swift
  /// List(notes, selection: $selectedID) { note in Text(note.title) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - selection: The selected row's id.
  ///   - rowContent: Makes the row of an element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent), single: selection)
  }

  /// Creates a list with a row per element, identified by a key path, which selects one row at
  /// a time.
  ///
  /// ```swift
  /// List(names, id: \.self, selection: $selectedName) { Text($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identity.
  ///   - selection: The selected row's id.
  ///   - rowContent: Makes the row of an element.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent), single: selection)
  }

  /// Creates a list with a row per offset in a range, which selects one row at a time.
  ///
  /// ```swift
  /// List(0..<5, selection: $selectedRow) { Text("Row \($0)") }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The offsets.
  ///   - selection: The selected row's offset.
  ///   - rowContent: Makes the row of an offset.
  public init<RowContent: View>(
    _ data: Range<Int>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(rows: ForEach(data, content: rowContent), single: selection)
  }
}
