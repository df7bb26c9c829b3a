import Testing
import ViewModelKit

private struct Recipes: View {
  @State private var query = ""
  @State private var hidesSuggestions = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("Results for \(query)")
        Button("Hide") { hidesSuggestions = true }
      }
      .searchSuggestions {
        PlacementReader()
        Text("Pasta").searchCompletion("pasta")
      }
      .searchSuggestions(hidesSuggestions ? .hidden : .visible, for: .content)
      .searchSuggestions(.hidden, for: .menu)
      .searchable(text: $query)
    }
  }
}

private struct PlacementReader: View {
  @Environment(\.searchSuggestionsPlacement) private var placement
  var body: some View { Text("In \(placement)") }
}

@MainActor
@Suite("Search suggestions from the content")
struct SearchSuggestionsModifierTests {
  @Test func theContentsSuggestionsShowWhileSearchingAndFillTheField() throws {
    let host = ViewHost(Recipes())
    #expect(!shownTexts(host).contains("Pasta"))
    try host.type("p", into: "Search")
    #expect(shownTexts(host).contains("In content"))
    try host.tap("Pasta")
    #expect(shownTexts(host).contains("Results for pasta"))
  }

  @Test func hiddenForTheContentTheyDoNotShow() throws {
    let host = ViewHost(Recipes())
    try host.tap("Hide")
    try host.type("p", into: "Search")
    #expect(!shownTexts(host).contains("Pasta"))
    #expect(shownTexts(ViewHost(PlacementReader())) == ["In automatic"])
  }
}
