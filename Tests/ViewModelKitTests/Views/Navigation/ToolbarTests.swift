import Foundation
import Testing
import ViewModelKit

private struct Notes: View {
  let log: EventLog
  @State private var count = 0

  var body: some View {
    NavigationStack {
      Text("\(count) notes")
        .navigationTitle("Notes")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { Button("Edit") { log("edit") } }
          ToolbarItem(placement: .primaryAction) { Button("Add") { count += 1 } }
          ToolbarItemGroup(placement: .bottomBar) { Text("Synced") }
        }
    }
  }
}

@MainActor
@Suite("Toolbar")
struct ToolbarTests {
  @Test func toolbarButtonsAreLaidOutInBarsAndTappable() throws {
    let log = EventLog()
    let host = ViewHost(Notes(log: log))
    #expect(shownTexts(host) == ["0 notes", "Notes", "Edit", "Add", "Synced"])
    let texts = host.snapshot().all("Text")
    // The inline title is centred in the bar, between the toolbar's items.
    #expect(texts[1].frame == CGRect(x: 175, y: 12, width: 40, height: 20))
    #expect(texts[2].frame == CGRect(x: 16, y: 12, width: 32, height: 20))
    #expect(texts[3].frame == CGRect(x: 350, y: 12, width: 24, height: 20))
    #expect(texts[4].frame == CGRect(x: 171, y: 812, width: 48, height: 20))
    try host.tap("Add")
    try host.tap("Edit")
    #expect(shownTexts(host).first == "1 notes")
    #expect(log.entries == ["edit"])
    #expect(host.screens == [.init(.root, title: "Notes")])
    #expect(host.treeDescription().contains(".toolbar(topBarLeading, primaryAction, bottomBar)"))
    #expect(host.treeDescription().contains(".navigationBarTitleDisplayMode(inline)"))
  }

  @Test func aPushedScreensToolbarReplacesTheCoveredOnes() throws {
    struct Root: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open", value: 1)
            .toolbar { Button("Root action") {} }
            .navigationDestination(for: Int.self) { _ in
              Text("Detail")
                .navigationBarBackButtonHidden()
                .toolbar { Button("Share") {} }
            }
        }
      }
    }
    let host = ViewHost(Root())
    try host.tap("Open")
    #expect(shownTexts(host) == ["Detail", "Share"])
    #expect(throws: ViewHostError.self) { try host.tap("Root action") }
    #expect(host.treeDescription().contains(".navigationBarBackButtonHidden(true)"))
  }
}

extension ToolbarTests {
  /// A `.navigation` item is at the leading edge, and at the trailing end (the primary action's
  /// place) on a screen with a back button.
  @Test func aNavigationItemMovesToTheTrailingEndBesideABackButton() throws {
    struct Root: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open", value: 1)
            .toolbar { ToolbarItem(placement: .navigation) { Button("Menu") {} } }
            .navigationDestination(for: Int.self) { _ in
              Text("Detail")
                .toolbar { ToolbarItem(placement: .navigation) { Button("Menu") {} } }
            }
        }
      }
    }
    let host = ViewHost(Root())
    let menu = { host.snapshot().all("Text").first { $0.text == "Menu" }?.frame }
    #expect(menu() == CGRect(x: 16, y: 12, width: 32, height: 20))
    try host.tap("Open")
    try host.settle()
    #expect(menu() == CGRect(x: 342, y: 12, width: 32, height: 20))
    #expect(shownTexts(host) == ["Detail", "Menu", "Back"])
    try host.tap("Menu")
  }
}
