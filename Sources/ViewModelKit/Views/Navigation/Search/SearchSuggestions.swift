/// Where search suggestions show: with the host, in the content (under the search field, over
/// the searchable view's content), as on iPhone.
public struct SearchSuggestionsPlacement: Equatable, Sendable, CustomStringConvertible {
  public let description: String

  /// The platform's choice.
  public static let automatic = SearchSuggestionsPlacement(description: "automatic")
  /// In the app's content, over the searchable view.
  public static let content = SearchSuggestionsPlacement(description: "content")
  /// In a menu attached to the search field.
  public static let menu = SearchSuggestionsPlacement(description: "menu")

  /// A set of placements.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int

    /// Creates a set from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// In the app's content.
    public static let content = Set(rawValue: 1 << 0)
    /// In a menu attached to the search field.
    public static let menu = Set(rawValue: 1 << 1)
  }
}

/// The suggestions a searchable view's content gives (`searchSuggestions(_:)`), and whether it
/// hides them where the host shows them (`searchSuggestions(_:for:)`).
struct _SearchSuggestionsKey: LayerOnlyPreferenceKey {
  static var defaultValue: SearchSuggestionsRequest { SearchSuggestionsRequest() }

  static func reduce(
    value: inout SearchSuggestionsRequest,
    nextValue: () -> SearchSuggestionsRequest
  ) {
    let next = nextValue()
    value.suggestions = next.suggestions ?? value.suggestions
    value.isHidden = next.isHidden ?? value.isHidden
  }
}

/// What the content of a searchable view asks of its suggestions.
struct SearchSuggestionsRequest {
  var suggestions: AnyView?
  var isHidden: Bool?
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
  static let defaultValue = SearchSuggestionsPlacement.automatic
}

extension EnvironmentValues {
  /// Where the search suggestions reading it show: `.content` in the suggestions the host
  /// shows, `.automatic` elsewhere.
  public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
    get { self[SearchSuggestionsPlacementKey.self] }
    set { self[SearchSuggestionsPlacementKey.self] = newValue }
  }
}

extension View {
  /// Gives the search suggestions of the searchable view around this one.
  ///
  /// They show as suggestions given to `searchable(text:placement:prompt:suggestions:)` do:
  /// while a search is on, under the field, over the content; a suggestion marked with
  /// `searchCompletion(_:)` fills the field when tapped. Suggestions given to `searchable`
  /// itself come first; the innermost `searchSuggestions` wins.
  ///
  /// ```swift
  /// List(model.results) { Text($0.title) }
  ///   .searchSuggestions {
  ///     ForEach(model.recent, id: \.self) { Text($0).searchCompletion($0) }
  ///   }
  ///   .searchable(text: $model.query)
  /// ```
  ///
  /// - Parameter suggestions: The suggestions.
  /// - Returns: The view.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    let shown = AnyView(suggestions())
    return transformPreference(_SearchSuggestionsKey.self) { value in
      value.suggestions = value.suggestions ?? shown
    }
  }

  /// Shows or hides the search suggestions of the searchable view around this one in the
  /// placements given.
  ///
  /// The host shows suggestions in the content, so `.hidden` for a set holding `.content`
  /// hides them; a set of `.menu` only changes nothing.
  ///
  /// ```swift
  /// ResultsList().searchSuggestions(.hidden, for: .content)
  /// ```
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - placements: Where this applies.
  /// - Returns: The view.
  public func searchSuggestions(
    _ visibility: Visibility,
    for placements: SearchSuggestionsPlacement.Set
  ) -> some View {
    let hides = placements.contains(.content) ? visibility == .hidden : nil
    return transformPreference(_SearchSuggestionsKey.self) { value in
      value.isHidden = value.isHidden ?? hides
    }
  }
}
