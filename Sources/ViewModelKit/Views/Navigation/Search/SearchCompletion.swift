/// Makes a suggestion replace the search text when tapped: `searchCompletion(_:)`.
struct SearchCompletionModifier: ViewModifier {
  let completion: String
  @Environment(\.searchSuggestionsSession) private var session

  func body(content: Content) -> some View {
    if let session {
      content.style("searchCompletion", completion)
        .onTapGesture { session.complete(completion) }
    } else {
      content.style("searchCompletion", completion)
    }
  }
}

private struct SearchSuggestionsSessionKey: EnvironmentKey {
  static var defaultValue: SearchSession? { nil }
}

extension EnvironmentValues {
  /// The search whose suggestions these views are, inside `searchable(…suggestions:)`.
  var searchSuggestionsSession: SearchSession? {
    get { self[SearchSuggestionsSessionKey.self] }
    set { self[SearchSuggestionsSessionKey.self] = newValue }
  }
}

extension View {
  /// Makes this suggestion of a searchable view's suggestions replace the field's text with
  /// `completion` when tapped (`host.tap` on it).
  ///
  /// ```swift
  /// .searchable(text: $query) {
  ///   Text("🍎 Apples").searchCompletion("apples")
  /// }
  /// ```
  ///
  /// Outside suggestions it is only recorded (tree descriptions show
  /// `.searchCompletion(apples)`).
  ///
  /// - Parameter completion: The text the field takes.
  /// - Returns: The view.
  public func searchCompletion(_ completion: String) -> some View {
    modifier(SearchCompletionModifier(completion: completion))
  }
}
