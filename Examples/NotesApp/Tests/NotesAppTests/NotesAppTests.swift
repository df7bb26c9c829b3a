// The app's tests on Linux: the app's own sources, hosted headlessly and driven as a user
// drives them (taps, typing, navigation, virtual time).
#if os(Linux)
import Foundation
import Testing
import ViewModelKit

@testable import NotesApp

@MainActor
@Suite(.serialized)
struct NotesAppTests {
  init() {
    UserDefaults.standard.removeObject(forKey: "notes")
  }

  /// The texts on screen, in reading order.
  private func texts<Root: View>(_ host: ViewHost<Root>) -> [String] {
    host.snapshot().all("Text").filter { !$0.isLeaving }.compactMap(\.text)
  }

  @Test func launchesOnTheListWithPinnedNotesFirst() {
    let host = ViewHost(app: NotesApp())
    #expect(
      texts(host) == [
        "Search", "Book club", "Finish chapter 4 before Thursday", "Groceries",
        "Milk, eggs, bread", "Ideas", "A garden planner", "Notes", "New Note",
      ]
    )
    #expect(host.snapshot().first("Image")?.description.contains("pin.fill") == true)
  }

  @Test func composesANoteInASheet() throws {
    let host = ViewHost(app: NotesApp())
    try host.tap("New Note")
    #expect(
      host.screens.map(\.description) == ["root(Notes)", "sheet(New Note)", "root(New Note)"]
    )
    #expect(throws: ViewHostError.self) { try host.tap("Save") }  // disabled: no title yet
    try host.type("Call the plumber", into: "Title")
    #expect(texts(host).contains("24 characters left"))
    let played = UIFeedbackGenerator.playedFeedback.count
    try host.tap("Save")
    #expect(UIFeedbackGenerator.playedFeedback.dropFirst(played) == [.notification(.success)])
    try host.settle()
    #expect(host.screens.count == 1)
    #expect(texts(host).contains("Call the plumber"))
  }

  @Test func cancellingTheSheetKeepsTheList() throws {
    let host = ViewHost(app: NotesApp())
    try host.tap("New Note")
    try host.type("Draft", into: "Title")
    try host.tap("Cancel")
    try host.settle()
    #expect(!texts(host).contains("Draft"))
  }

  @Test func pinsANoteFromItsDetailScreen() throws {
    let host = ViewHost(app: NotesApp())
    try host.tap("Groceries")
    try host.settle()
    #expect(host.navigationPath.count == 1)
    #expect(texts(host).contains("Milk, eggs, bread"))
    try host.tap("Pin")
    try host.settle()
    #expect(texts(host).contains("Unpin"))
    try host.back()
    try host.settle()
    let titles = texts(host).filter { ["Book club", "Groceries", "Ideas"].contains($0) }
    #expect(titles == ["Groceries", "Book club", "Ideas"])
  }

  @Test func deletesANoteAfterConfirming() throws {
    let host = ViewHost(app: NotesApp())
    try host.tap("Ideas")
    try host.settle()
    try host.tap("Delete")
    try host.tap("Delete Note")
    try host.settle()
    #expect(host.navigationPath.isEmpty)
    #expect(!texts(host).contains("Ideas"))
  }

  @Test func searchesOnceTypingPauses() throws {
    let host = ViewHost(app: NotesApp())
    try host.type("gro", into: "Search")
    #expect(texts(host).contains("No matches"))
    host.advance(by: 0.3)
    #expect(texts(host).contains("1 found"))
  }

  @Test func savesWhenTheAppGoesToTheBackground() throws {
    let host = ViewHost(app: NotesApp())
    try host.tap("New Note")
    try host.type("Call the plumber", into: "Title")
    try host.tap("Save")
    #expect(UserDefaults.standard.data(forKey: "notes") == nil)
    host.enterBackground()
    let saved = try JSONDecoder()
      .decode(
        [Note].self,
        from: try #require(UserDefaults.standard.data(forKey: "notes"))
      )
    #expect(saved.map(\.title) == ["Groceries", "Book club", "Ideas", "Call the plumber"])
    UserDefaults.standard.removeObject(forKey: "notes")
  }

  @Test func pinningAnimatesWithASpring() throws {
    let host = ViewHost(app: NotesApp())
    try host.tap("Groceries")
    try host.settle()
    let recorder = FlowRecorder(host)
    try host.tap("Pin")
    #expect(
      recorder.mismatch(
        expected: """
          pass 5, animation FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, \
          blendDuration: 0.0): notes, matches changed → AppWindow observed, NoteListView \
          observed, SearchField observed, NoteRow parent, NoteDetailView observed
          """
      ) == nil
    )
  }

  @Test func launchesWithTheNotesTheAppShips() throws {
    let url = try #require(Bundle.main.url(forResource: "SampleNotes", withExtension: "json"))
    #expect(Bundle.main.path(forResource: "SampleNotes", ofType: "json") == url.path)
    let shipped = try JSONDecoder().decode([Note].self, from: Data(contentsOf: url))
    #expect(shipped.map(\.title) == ["Groceries", "Book club", "Ideas"])
    #expect(NoteStore().notes == shipped)
  }

  @Test func pinnedNotesAreMarkedInTheAccentColourOfEachAppearance() throws {
    let host = ViewHost(app: NotesApp())
    let marker = try #require(host.snapshot().first("Capsule"))
    #expect(marker.fill?.resolve().description == "#D96F19FF")
    #expect(host.svg().contains(##"fill="#d96f19" data-color="NoteAccent"/>"##))
    host.setEnvironment(\.colorScheme, .dark)
    #expect(host.snapshot().first("Capsule")?.fill?.resolve().description == "#FF9F55FF")
    #expect(host.svg().contains(##"fill="#ff9f55" data-color="NoteAccent"/>"##))
  }

  @Test func aColourNamedByStringIsTheCatalogsColour() throws {
    let host = ViewHost(app: NotesApp())
    try host.tap("Book club")
    try host.settle()
    let pinned = try #require(host.snapshot().all("Text").first { $0.text == "Pinned" })
    #expect(pinned.textRuns.first?.foregroundColor?.resolve().description == "#D96F19FF")
  }

  @Test func theComposeSheetShowsTheQuillAtItsSize() throws {
    let host = ViewHost(app: NotesApp())
    try host.tap("New Note")
    let quill = try #require(host.snapshot().all("Image").first { $0.text == "Quill" })
    #expect(quill.frame.size == CGSize(width: 24, height: 24))
  }
}
#endif
