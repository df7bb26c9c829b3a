import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("Sheet rules")
struct SheetRuleTests {
  private struct Draft: Identifiable {
    let id: Int
    var title: String
  }

  private struct Drafts: View {
    let log: EventLog
    @State var draft: Draft?
    @State var hasChanges = false

    var body: some View {
      let onDismiss = { log("onDismiss") }
      return VStack {
        Button("Open") { draft = Draft(id: 1, title: "First") }
      }
      .sheet(item: $draft, onDismiss: onDismiss) { draft in
        VStack {
          Text(draft.title)
          Button("Rename") { self.draft?.title = "Renamed" }
          Button("Change") { hasChanges = true }
        }
        .interactiveDismissDisabled(hasChanges)
        .onAppear { log("appear \(draft.title)") }
        .presentationDetents([.medium, .large])
      }
    }
  }

  @Test func anItemWithTheSameIDUpdatesTheShownSheetInPlace() throws {
    let log = EventLog()
    let host = ViewHost(Drafts(log: log))
    try host.tap("Open")
    try host.tap("Rename")
    #expect(shownTexts(host) == ["Open", "Renamed", "Rename", "Change"])
    #expect(log.entries == ["appear First"])
    #expect(host.treeDescription().contains(".presentationDetents(large, medium)"))
  }

  @Test func interactiveDismissDisabledRefusesTheSwipeButNotTheBinding() throws {
    let log = EventLog()
    let host = ViewHost(Drafts(log: log))
    try host.tap("Open")
    try host.tap("Change")
    #expect(throws: NavigationHostError.interactiveDismissDisabled) { try host.dismiss() }
    #expect(host.screens == [.init(.sheet, title: nil)])
    #expect(log.entries == ["appear First"])
  }
}
