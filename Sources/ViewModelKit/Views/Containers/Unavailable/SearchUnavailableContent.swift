/// The parts of ``ContentUnavailableView/search`` and ``ContentUnavailableView/search(text:)``.
public struct SearchUnavailableContent {
  /// The label: a magnifying glass and "No Results", or "No Results for “text”".
  public struct Label: View {
    let text: String?

    public var body: some View {
      ViewModelKit.Label(
        text.map { "No Results for “\($0)”" } ?? "No Results",
        systemImage: "magnifyingglass"
      )
    }
  }

  /// The description, "Check the spelling or try a new search.".
  public struct Description: View {
    public var body: some View { Text("Check the spelling or try a new search.") }
  }

  /// No actions.
  public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label,
  Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// The view of a search with no results.
  ///
  /// It shows "No Results" with a magnifying glass, and "Check the spelling or try a new
  /// search.".
  ///
  /// ```swift
  /// List(results) { Text($0.title) }
  ///   .overlay { if results.isEmpty { ContentUnavailableView.search } }
  /// ```
  public static var search: Self {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: nil) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() }
    )
  }

  /// The view of a search for `text` with no results: "No Results for “text”".
  ///
  /// ```swift
  /// ContentUnavailableView.search(text: model.query)
  /// ```
  ///
  /// - Parameter text: The text searched for.
  /// - Returns: The view.
  public static func search(text: String) -> Self {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() }
    )
  }
}
