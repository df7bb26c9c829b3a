/// `ForEach($items) { $item in … }`: a view per element of a bound collection, each given a
/// binding to its element.
extension ForEach {
  /// Creates views from a binding to a collection of identifiable elements; each view gets a
  /// binding to its element, so editing it edits the collection.
  ///
  /// ```swift
  /// ForEach($todos) { $todo in
  ///   Toggle(todo.title, isOn: $todo.done)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the collection.
  ///   - content: Makes the view of one element from a binding to it.
  public init<C>(
    _ data: Binding<C>,
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
    self.init(data, id: \.id, content: content)
  }

  /// Creates views from a binding to a collection whose elements are identified by a key path;
  /// each view gets a binding to its element.
  ///
  /// ```swift
  /// ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The binding to the collection.
  ///   - id: The key path to each element's identity.
  ///   - content: Makes the view of one element from a binding to it.
  public init<C>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
    C: MutableCollection,
    C: RandomAccessCollection,
    C.Index: Hashable
  {
    let collection = data.wrappedValue
    let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
    self.init(elements, id: \.1) { element in
      content(data[element.0])
    }
  }
}

extension Binding where Value: MutableCollection, Value.Index: Hashable {
  /// A binding to the element at `index`.
  fileprivate subscript(index: Value.Index) -> Binding<Value.Element> {
    self[dynamicMember: \Value.[index]]
  }
}
