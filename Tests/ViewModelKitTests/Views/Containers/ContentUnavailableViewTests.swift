import Foundation
import Testing
import ViewModelKit

// Empty states as app code writes them: the three forms and the search form, centred in the
// space they are offered, with actions that work.

@MainActor
struct ContentUnavailableViewTests {
  @Test func theTitleAndSymbolFormIsCentredInWhatItIsOffered() throws {
    let host = ViewHost(
      ContentUnavailableView(
        "No Notes",
        systemImage: "note.text",
        description: Text("Tap + to write one.")
      )
    )
    let snapshot = host.snapshot()
    #expect(snapshot.all("Text").compactMap(\.text) == ["No Notes", "Tap + to write one."])
    let title = try #require(snapshot.all("Text").first)
    let description = try #require(snapshot.all("Text").last)
    #expect(title.frame.midX == 195)
    #expect(description.frame.midX == 195)
    #expect(title.frame.maxY < description.frame.minY)
    let symbol = try #require(snapshot.first("Image"))
    #expect(symbol.frame.maxY < title.frame.minY)
    #expect(abs((symbol.frame.minY + description.frame.maxY) / 2 - 422) < 1)
  }

  @Test func theBuilderFormRunsItsActions() throws {
    struct OfflineScreen: View {
      @State private var retries = 0

      var body: some View {
        ContentUnavailableView {
          Label("Offline", systemImage: "wifi.slash")
        } description: {
          Text("Tried \(retries) times.")
        } actions: {
          Button("Try Again") { retries += 1 }
        }
      }
    }
    let host = ViewHost(OfflineScreen())
    try host.tap("Try Again")
    try host.tap("Try Again")
    #expect(
      host.snapshot().all("Text").compactMap(\.text) == ["Offline", "Tried 2 times.", "Try Again"]
    )
  }

  @Test func theSearchForms() {
    let plain = ViewHost(ContentUnavailableView.search)
    #expect(
      plain.snapshot().all("Text").compactMap(\.text) == [
        "No Results", "Check the spelling or try a new search.",
      ]
    )
    let named = ViewHost(ContentUnavailableView.search(text: "tea"))
    #expect(named.snapshot().all("Text").first?.text == "No Results for “tea”")
  }

  @Test func aTitleWithAnAssetImageAndNoDescription() {
    let host = ViewHost(ContentUnavailableView("Inbox Zero", image: "inbox-illustration"))
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["Inbox Zero"])
    #expect(host.snapshot().all("Image").count == 1)
  }
}
