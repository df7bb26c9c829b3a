import Foundation
import Testing
import ViewModelKit

private struct Library: View {
  @State private var visibility = NavigationSplitViewVisibility.all
  @State private var selected: String?

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      VStack {
        List(selection: $selected) {
          ForEach(["Fiction", "Poetry"], id: \.self) { NavigationLink($0, value: $0) }
        }
        Button("Hide sidebar") { visibility = .detailOnly }
        Text("Sidebar shown \(visibility == .all)")
      }
    } detail: {
      Text(selected.map { "Books in \($0)" } ?? "Pick a shelf")
    }
  }
}

@MainActor
@Suite("NavigationSplitView column visibility")
struct NavigationSplitViewVisibilityTests {
  @Test func collapsedAsOnIPhoneTheVisibilityChangesNoColumn() throws {
    let host = ViewHost(Library())
    #expect(shownTexts(host) == ["Fiction", "Poetry", "Hide sidebar", "Sidebar shown true"])
    try host.tap("Hide sidebar")
    #expect(shownTexts(host) == ["Fiction", "Poetry", "Hide sidebar", "Sidebar shown false"])
    try host.tap("Poetry")
    // Pushed as on iPhone; the sidebar has no title, so the back button says "Back".
    #expect(shownTexts(host) == ["Books in Poetry", "Back"])
  }

  @Test func theVisibilitiesAreDistinctAndCodable() throws {
    let all: [NavigationSplitViewVisibility] = [.detailOnly, .doubleColumn, .all, .automatic]
    #expect(Set(all.map { "\($0)" }).count == 4)
    let data = try JSONEncoder().encode(NavigationSplitViewVisibility.detailOnly)
    #expect(try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: data) == .detailOnly)
  }
}
