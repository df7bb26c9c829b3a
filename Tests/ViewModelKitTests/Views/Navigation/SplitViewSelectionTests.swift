import Foundation
import Testing
import ViewModelKit

private struct Mailboxes: View {
  @State private var selected: String?

  var body: some View {
    NavigationSplitView {
      VStack {
        List(selection: $selected) {
          ForEach(["Inbox", "Sent"], id: \.self) { NavigationLink($0, value: $0) }
        }
        Button("Open Sent") { selected = "Sent" }
      }
      .navigationTitle("Mailboxes")
    } detail: {
      if let selected {
        VStack {
          Text("Mail in \(selected)")
          Button("Next mailbox") { self.selected = selected == "Inbox" ? "Sent" : "Inbox" }
        }
        .navigationTitle(selected)
      } else {
        Text("Pick a mailbox")
      }
    }
  }
}

@MainActor
@Suite("NavigationSplitView selection")
struct SplitViewSelectionTests {
  @Test func selectingARowPushesTheDetailAndBackClearsTheSelection() throws {
    let host = ViewHost(Mailboxes())
    #expect(shownTexts(host) == ["Inbox", "Sent", "Open Sent", "Mailboxes"])
    try host.tap("Inbox")
    #expect(shownTexts(host) == ["Mail in Inbox", "Next mailbox", "Inbox", "Mailboxes"])
    #expect(host.screens.map(\.description) == ["root(Mailboxes)", "pushed(Inbox)"])
    // The pushed detail follows the selection.
    try host.tap("Next mailbox")
    #expect(shownTexts(host) == ["Mail in Sent", "Next mailbox", "Sent", "Mailboxes"])
    #expect(host.screens.map(\.description) == ["root(Mailboxes)", "pushed(Sent)"])
    try host.back()
    #expect(shownTexts(host) == ["Inbox", "Sent", "Open Sent", "Mailboxes"])
    #expect(host.screens.map(\.description) == ["root(Mailboxes)"])
  }

  @Test func aSelectionSetInCodePushesTheDetail() throws {
    let host = ViewHost(Mailboxes())
    try host.tap("Open Sent")
    #expect(shownTexts(host) == ["Mail in Sent", "Next mailbox", "Sent", "Mailboxes"])
  }

  @Test func aThreeColumnSplitViewPushesContentThenDetail() throws {
    struct Library: View {
      @State private var shelf: Int?
      @State private var book: String?

      var body: some View {
        NavigationSplitView {
          List(selection: $shelf) {
            ForEach(1..<3, id: \.self) { NavigationLink("Shelf \($0)", value: $0) }
          }
        } content: {
          List(selection: $book) {
            ForEach(["Emma", "Persuasion"], id: \.self) { NavigationLink($0, value: $0) }
          }
          .navigationTitle("Shelf \(shelf ?? 0)")
        } detail: {
          Text("Reading \(book ?? "nothing") from shelf \(shelf ?? 0)")
        }
      }
    }
    let host = ViewHost(Library())
    try host.tap("Shelf 2")
    #expect(shownTexts(host) == ["Emma", "Persuasion", "Shelf 2", "Back"])
    try host.tap("Persuasion")
    #expect(shownTexts(host) == ["Reading Persuasion from shelf 2", "Shelf 2"])
    #expect(host.screens.map(\.description) == ["root(-)", "pushed(Shelf 2)", "pushed(-)"])
    try host.back()
    try host.back()
    #expect(shownTexts(host) == ["Shelf 1", "Shelf 2"])
  }
}
