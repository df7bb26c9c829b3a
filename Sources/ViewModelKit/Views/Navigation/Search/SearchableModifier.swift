/// The search field of a searchable view, and the search state its content reads.
struct SearchableModifier: ViewModifier {
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let placement: SearchFieldPlacement
  let prompt: String
  /// The suggestions shown under the field while a search is on (`searchable(…suggestions:)`).
  var suggestions: AnyView?
  @FocusState private var isFocused: Bool
  @State private var session = SearchSession()

  func body(content: Content) -> some View {
    let searching = isFocused || !text.wrappedValue.isEmpty || isPresented?.wrappedValue == true
    session.dismiss = { [text, isPresented, _isFocused] in
      text.wrappedValue = ""
      isPresented?.wrappedValue = false
      _isFocused.wrappedValue = false
    }
    session.complete = { [text] completion in text.wrappedValue = completion }
    return VStack(spacing: 0) {
      SearchField(
        prompt: prompt,
        text: text,
        isFocused: $isFocused,
        isSearching: searching,
        session: session
      )
      content
        .environment(\.isSearching, searching)
        .environment(\.dismissSearch, DismissSearchAction(target: session))
        .frame(maxHeight: .infinity)
        // Suggestions given here and with `searchSuggestions` in the content.
        .overlayPreferenceValue(_SearchSuggestionsKey.self, alignment: .top) { request in
          if searching, request.isHidden != true,
            suggestions != nil || request.suggestions != nil
          {
            VStack(alignment: .leading, spacing: 0) {
              suggestions
              request.suggestions
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .environment(\.searchSuggestionsSession, session)
            .environment(\.searchSuggestionsPlacement, .content)
          }
        }
        .transformPreference(_SearchSuggestionsKey.self) { $0 = SearchSuggestionsRequest() }
    }
    .onChange(of: isFocused) { _, focused in
      if focused, let isPresented, !isPresented.wrappedValue { isPresented.wrappedValue = true }
    }
    .onChange(of: isPresented?.wrappedValue ?? false) { _, presented in
      if presented != isFocused { isFocused = presented }
    }
  }
}

/// A search field, as a searchable view shows it.
///
/// The text field, and a Cancel button while a search is on. The host's `submit` runs the `onSubmit(of: .search)` actions around it.
struct SearchField: View {
  let prompt: String
  let text: Binding<String>
  let isFocused: FocusState<Bool>.Binding
  let isSearching: Bool
  let session: SearchSession

  var body: some View {
    HStack {
      TextField(prompt, text: text)
        .focused(isFocused)
        .submitLabel(.search)
        .frame(maxWidth: .infinity, alignment: .leading)
      if isSearching {
        Button("Cancel") { session.dismiss() }
      }
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
  }
}

extension View {
  /// Adds a search field to this view, bound to `text`; the views inside read
  /// ``EnvironmentValues/isSearching`` and ``EnvironmentValues/dismissSearch``.
  ///
  /// The field shows `prompt` ("Search" when none) and is titled by it for the host
  /// (`try host.type("milk", into: "Search")`); while a search is on (the field has focus or
  /// text) a Cancel button ends it. `onSubmit(of: .search)` around the searchable view runs when
  /// the field is submitted (`try host.submit("Search")`). Every placement shows the field
  /// across the top of this view, below the navigation bar.
  ///
  /// ```swift
  /// NavigationStack {
  ///   List(model.results) { Text($0.title) }
  ///     .navigationTitle("Notes")
  ///     .searchable(text: $model.query, prompt: Text("Find a note"))
  ///     .onSubmit(of: .search) { model.search() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes (see ``SearchFieldPlacement``).
  ///   - prompt: The field's placeholder.
  /// - Returns: The view with a search field.
  public func searchable(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text,
        isPresented: nil,
        placement: placement,
        prompt: prompt?.content ?? "Search"
      )
    )
  }

  /// Adds a search field with suggestions.
  ///
  /// While a search is on (the field has focus or text), `suggestions` shows under the field,
  /// over the top of this view's content, taking no room. A suggestion marked with
  /// ``View/searchCompletion(_:)`` replaces the field's text when tapped.
  ///
  /// ```swift
  /// List(model.results) { Text($0.title) }
  ///   .searchable(text: $model.query, prompt: Text("Find a course")) {
  ///     ForEach(model.recentQueries, id: \.self) { query in
  ///       Text(query).searchCompletion(query)
  ///     }
  ///   }
  /// ```
  ///
  /// Differs from SwiftUI: the suggestions show while a search is on even when they are empty.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder.
  ///   - suggestions: The suggestions.
  /// - Returns: The view with a search field.
  public func searchable<S: View>(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text,
        isPresented: nil,
        placement: placement,
        prompt: prompt?.content ?? "Search",
        suggestions: AnyView(suggestions())
      )
    )
  }

  /// Adds a search field with suggestions and a placeholder given as a localized key.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder.
  ///   - suggestions: The suggestions.
  /// - Returns: The view with a search field.
  public func searchable<S: View>(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
  }

  /// Adds a search field with suggestions and a placeholder given as a string.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder, shown as it is.
  ///   - suggestions: The suggestions.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: S,
    @ViewBuilder suggestions: () -> V
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
  }

  /// Adds a search field with a placeholder given as a localized key.
  ///
  /// ```swift
  /// .searchable(text: $query, prompt: "Find a note")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder.
  /// - Returns: The view with a search field.
  public func searchable(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field with a placeholder given as a string.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder, shown as it is.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field whose activity `isPresented` follows and sets: `true` focuses the field,
  /// and focusing the field sets it `true`; ending the search sets it `false`.
  ///
  /// ```swift
  /// .searchable(text: $query, isPresented: $isSearchPresented)
  /// ```
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - isPresented: Whether the search is on.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder.
  /// - Returns: The view with a search field.
  public func searchable(
    text: Binding<String>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text,
        isPresented: isPresented,
        placement: placement,
        prompt: prompt?.content ?? "Search"
      )
    )
  }

  /// Adds a search field whose activity `isPresented` follows and sets, with a placeholder
  /// given as a localized key.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - isPresented: Whether the search is on.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder.
  /// - Returns: The view with a search field.
  public func searchable(
    text: Binding<String>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }
}

extension ViewNode {
  /// Whether this node is the text field of a searchable view's search field.
  var isInSearchField: Bool {
    var node = parent
    while let current = node {
      if current.view is SearchField { return true }
      node = current.parent
    }
    return false
  }
}
