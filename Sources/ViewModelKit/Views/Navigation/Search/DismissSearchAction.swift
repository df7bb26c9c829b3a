/// Ends the search of the searchable view this view is in: its text is cleared, its field loses
/// focus, and ``EnvironmentValues/isSearching`` becomes `false`.
///
/// ```swift
/// struct ResultRow: View {
///   @Environment(\.dismissSearch) private var dismissSearch
///   let result: SearchResult
///
///   var body: some View {
///     Button(result.title) {
///       model.open(result)
///       dismissSearch()
///     }
///   }
/// }
/// ```
public struct DismissSearchAction {
  let target: SearchSession?

  /// Ends the search; outside a searchable view it does nothing.
  @MainActor
  public func callAsFunction() {
    target?.dismiss()
  }
}

/// The search of one searchable view, as its environment values reach the views inside: an
/// object, so that ``DismissSearchAction`` stays equal from one update to the next.
@MainActor
final class SearchSession {
  /// Ends the search; set by the searchable view at each update.
  var dismiss: () -> Void = {}
  /// Replaces the search text with a suggestion's completion; set by the searchable view at each
  /// update.
  var complete: (String) -> Void = { _ in }
}

private struct IsSearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(target: nil) }
}

extension EnvironmentValues {
  /// Whether the user is searching in the searchable view this view is in: its search field has
  /// focus, or holds text, or its `isPresented` binding is `true`.
  ///
  /// ```swift
  /// @Environment(\.isSearching) private var isSearching
  /// var body: some View { if isSearching { SuggestionsList() } else { NotesList() } }
  /// ```
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search of the searchable view this view is in.
  ///
  /// ```swift
  /// @Environment(\.dismissSearch) private var dismissSearch
  /// ```
  public internal(set) var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}
