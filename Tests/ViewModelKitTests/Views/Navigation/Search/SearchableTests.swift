import Foundation
import Testing
import ViewModelKit

// A notes screen with a search field in its navigation bar, as app code writes it: the query
// filters the list, an empty result shows the search's unavailable view, submitting runs the
// `onSubmit(of: .search)` action, and the views inside read `isSearching` and `dismissSearch`.

@MainActor
@Observable
private final class NoteSearch {
  var query = ""
  var submitted: [String] = []
  var textSubmits = 0
  let notes = ["Milk", "Eggs", "Tea"]

  var results: [String] {
    query.isEmpty ? notes : notes.filter { $0.localizedCaseInsensitiveContains(query) }
  }
}

private struct SearchStatus: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    HStack {
      Text(isSearching ? "Searching" : "Browsing")
      Button("Done") { dismissSearch() }
    }
  }
}

private struct NotesSearchScreen: View {
  @Bindable var model: NoteSearch

  var body: some View {
    NavigationStack {
      VStack {
        SearchStatus()
        List(model.results, id: \.self) { Text($0) }
          .overlay {
            if model.results.isEmpty { ContentUnavailableView.search(text: model.query) }
          }
      }
      .navigationTitle("Notes")
      .searchable(
        text: $model.query,
        placement: .navigationBarDrawer(displayMode: .always),
        prompt: "Find a note"
      )
      .onSubmit(of: .search) { model.submitted.append(model.query) }
      .onSubmit { model.textSubmits += 1 }
    }
  }
}

@MainActor
struct SearchableTests {
  private func texts<Root: View>(_ host: ViewHost<Root>) -> [String] {
    host.snapshot().all("Text").compactMap(\.text)
  }

  @Test func typingFiltersAndTheViewsInsideSeeTheSearch() throws {
    let model = NoteSearch()
    let host = ViewHost(NotesSearchScreen(model: model))
    #expect(texts(host).contains("Browsing"))
    #expect(!texts(host).contains("Cancel"))

    try host.type("e", into: "Find a note")
    #expect(model.query == "e")
    #expect(model.results == ["Eggs", "Tea"])
    #expect(texts(host).contains("Searching"))
    #expect(texts(host).contains("Cancel"))
    #expect(!texts(host).contains("Milk"))
  }

  @Test func submittingRunsTheSearchSubmitActionsOnly() throws {
    let model = NoteSearch()
    let host = ViewHost(NotesSearchScreen(model: model))
    try host.type("tea", into: "Find a note")
    try host.submit("Find a note")
    #expect(model.submitted == ["tea"])
    #expect(model.textSubmits == 0)
    #expect(host.focusedField == "Find a note")
  }

  @Test func aSearchWithNoResultsShowsTheSearchUnavailableView() throws {
    let model = NoteSearch()
    let host = ViewHost(NotesSearchScreen(model: model))
    try host.type("zzz", into: "Find a note")
    #expect(texts(host).contains("No Results for “zzz”"))
    #expect(texts(host).contains("Check the spelling or try a new search."))
  }

  @Test func dismissSearchAndCancelEndTheSearch() throws {
    let model = NoteSearch()
    let host = ViewHost(NotesSearchScreen(model: model))
    try host.type("milk", into: "Find a note")
    try host.tap("Done")
    #expect(model.query == "")
    #expect(texts(host).contains("Browsing"))
    #expect(!texts(host).contains("Cancel"))

    try host.type("eggs", into: "Find a note")
    try host.tap("Cancel")
    #expect(model.query == "")
    #expect(host.focusedField == nil)
    #expect(model.results == ["Milk", "Eggs", "Tea"])
  }

  @Test func isPresentedFollowsAndStartsTheSearch() throws {
    struct Screen: View {
      @State var query = ""
      @State var isPresented = false

      var body: some View {
        VStack {
          Text(isPresented ? "presented" : "not presented")
          Button("Search") { isPresented = true }
        }
        .searchable(text: $query, isPresented: $isPresented)
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Search")
    #expect(host.focusedField == "Search")
    #expect(texts(host).contains("presented"))
    try host.tap("Cancel")
    #expect(texts(host).contains("not presented"))
    #expect(host.focusedField == nil)
  }
}
