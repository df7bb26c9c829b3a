import Testing
import ViewModelKit

private struct ArticleEditor: View {
  let log: EventLog
  @State private var title = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $title)
        Button("Save") { log("body") }
      }
      .navigationTitle("Edit")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") { log("toolbar") }
            .accessibilityIdentifier("toolbar-save")
        }
      }
    }
  }
}

private final class ChecklistModel: ObservableObject {
  @Published var done: Set<String> = []
}

private struct Checklist: View {
  @ObservedObject var model: ChecklistModel
  let items = ["Passport", "Tickets"]

  var body: some View {
    VStack {
      ForEach(items, id: \.self) { item in
        HStack {
          Text(item)
          Toggle(
            "Packed",
            isOn: Binding(
              get: { model.done.contains(item) },
              set: { isOn in
                if isOn { model.done.insert(item) } else { model.done.remove(item) }
              }
            )
          )
        }
        .accessibilityIdentifier("checklist-row")
      }
    }
  }
}

/// The identity path of the editor's navigation stack's content, then of its toolbar's item.
private let stack = "/body/body/content/0/type/content/content/type"
private let toolbarItem = "\(stack)/-1/body/0/type/content/content/4/id(0)/type"

@MainActor
@Suite("Finding controls by accessibility identifier")
struct QueryByIdentifierTests {
  @Test func theToolbarsButtonIsReachedByTheIdentifierOnIt() throws {
    let log = EventLog()
    let host = ViewHost(ArticleEditor(log: log))
    try host.find(id: "toolbar-save").tap("Save")
    try host.tap("toolbar-save")
    #expect(log.entries == ["toolbar", "toolbar"])
  }

  @Test func theSameTextInTheToolbarAndTheBodyIsAmbiguous() {
    let host = ViewHost(ArticleEditor(log: EventLog()))
    #expect(
      throws: ViewHostError.ambiguous(
        control: "button or tap target",
        label: "Save",
        matches: [
          stack + "/content/content/body/content/body/body/body/content/content/content/content"
            + "/content/body/content/content/content/1/content",
          "\(toolbarItem)/content",
        ]
      )
    ) {
      try host.tap("Save")
    }
  }

  @Test func positionsFollowTreeOrder() throws {
    let log = EventLog()
    let host = ViewHost(ArticleEditor(log: log))
    try host.tap("Save", at: 0)
    try host.tap("Save", at: 1)
    #expect(log.entries == ["body", "toolbar"])
  }

  @Test func aRowIsPickedByItsPositionAmongTheViewsWithItsIdentifier() throws {
    let model = ChecklistModel()
    let host = ViewHost(Checklist(model: model))
    try host.find(id: "checklist-row", at: 1).toggle("Packed")
    #expect(model.done == ["Tickets"])
  }

  @Test func anIdentifierOnSeveralViewsIsAmbiguousWithoutAPosition() {
    let host = ViewHost(Checklist(model: ChecklistModel()))
    let error = ViewHostError.ambiguousScope(
      query: "find(id: \"checklist-row\")",
      matches: [
        "\"checklist-row\" HStack /body/content/id(Passport) (135, 398, 120, 20)",
        "\"checklist-row\" HStack /body/content/id(Tickets) (139, 426, 112, 20)",
      ]
    )
    #expect(throws: error) { try host.find(id: "checklist-row").toggle("Packed") }
  }

  @Test func anIdentifierNotOnScreenFailsListingTheIdentifiersThatAre() {
    let host = ViewHost(ArticleEditor(log: EventLog()))
    let error = ViewHostError.noScope(
      query: "find(id: \"save\")",
      candidates: ["\"toolbar-save\" Button \(toolbarItem) (342, 12, 32, 20)"]
    )
    #expect(throws: error) { try host.find(id: "save").tap("Save") }
    #expect(
      error.description
        == "Nothing on screen matches find(id: \"save\"). Candidates: \"toolbar-save\" Button "
        + "\(toolbarItem) (342, 12, 32, 20)."
    )
  }
}
