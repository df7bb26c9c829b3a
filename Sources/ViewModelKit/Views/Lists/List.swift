/// A list of rows, headless: laid out as a leading-aligned `VStack` without spacing.
///
/// ```swift
/// List(items) { item in Text(item.title) }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, BuiltInView {
  let content: Content

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) { content }
  }
}

extension List where SelectionValue == Never {
  /// Creates a list of views.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
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
  }
}
