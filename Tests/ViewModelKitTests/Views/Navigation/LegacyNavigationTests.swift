import Testing
import ViewModelKit

private struct Detail: View {
  let title: String
  var body: some View { Text("Detail \(title)") }
}

private struct Inbox: View {
  let log: EventLog

  var body: some View {
    NavigationView {
      VStack {
        NavigationLink("First", destination: Detail(title: "1"))
        NavigationLink(destination: Detail(title: "2")) {
          Text("Second")
        }
        Button("Compose") { log("compose") }
      }
      .navigationBarTitle("Inbox", displayMode: .inline)
      .navigationBarTitleDisplayMode(.large)
      .navigationBarItems(
        leading: Button("Edit") { log("edit") },
        trailing: Button("Add") { log("add") }
      )
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Filter") { log("filter") }
        }
        ToolbarItemGroup(placement: .bottomBar) {
          Text("Updated now")
        }
      }
    }
    .navigationViewStyle(.stack)
  }
}

@MainActor
@Suite("Legacy navigation names")
struct LegacyNavigationTests {
  @Test func aNavigationViewShowsItsRootAndLinksShowTheirLabels() throws {
    let log = EventLog()
    let host = ViewHost(Inbox(log: log))
    // The bar: the title, the leading "Edit", then the trailing items of both toolbars.
    #expect(
      shownTexts(host) == [
        "First", "Second", "Compose", "Inbox", "Edit", "Add", "Filter", "Updated now",
      ]
    )
    try host.tap("Compose")
    #expect(log.entries == ["compose"])
  }

  @Test func linksPushTheirDestinationsAndLegacyNamesAreRecorded() throws {
    let host = ViewHost(Inbox(log: EventLog()))
    try host.tap("First")
    #expect(shownTexts(host) == ["Detail 1", "Inbox"])
    #expect(host.screens == [.init(.root, title: "Inbox"), .init(.pushed, title: nil)])
    try host.back()
    try host.tap("Second")
    #expect(shownTexts(host) == ["Detail 2", "Inbox"])
    try host.back()
    let tree = host.treeDescription()
    #expect(tree.contains(".navigationBarTitle(Inbox, inline)"))
    #expect(tree.contains(".navigationBarTitleDisplayMode(large)"))
    #expect(tree.contains(".toolbar(navigationBarTrailing, bottomBar)"))
    #expect(tree.contains(".navigationViewStyle(StackNavigationViewStyle)"))
  }

  @Test func barItemsShowInTheNavigationBarAndAreTappable() throws {
    let log = EventLog()
    let host = ViewHost(Inbox(log: log))
    try host.tap("Edit")
    try host.tap("Add")
    #expect(log.entries == ["edit", "add"])
  }
}
