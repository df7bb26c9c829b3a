import Testing
import ViewModelKit

private final class InboxModel: ObservableObject {
  @Published var messages = ["Welcome", "Invoice", "Lunch?"]
  @Published var archived: [String] = []
}

private struct Inbox: View {
  @ObservedObject var model: InboxModel

  var body: some View {
    List {
      ForEach(model.messages, id: \.self) { message in
        HStack {
          Text(message)
          Button("Archive") {
            model.messages.removeAll { $0 == message }
            model.archived.append(message)
          }
          .disabled(message == "Welcome")
        }
      }
    }
  }
}

/// The identity path of the inbox's rows (each then `/id(<message>)`).
private let rows =
  "/body/body/body/body/content/content/content/content/content/body/content/content/content"
  + "/content"

@MainActor
@Suite("Finding controls by position")
struct QueryByPositionTests {
  @Test func theTargetAtAPositionAmongThoseThatShowTheTextIsTapped() throws {
    let model = InboxModel()
    let host = ViewHost(Inbox(model: model))
    try host.tap("Archive", at: 2)
    try host.tap("Archive", at: 1)
    #expect(model.archived == ["Lunch?", "Invoice"])
  }

  @Test func disabledTargetsCountAndFailWhenPicked() {
    let host = ViewHost(Inbox(model: InboxModel()))
    #expect(throws: ViewHostError.disabled(action: "tap", label: "Archive", view: "Button")) {
      try host.tap("Archive", at: 0)
    }
  }

  @Test func aPositionPastTheLastTargetFailsListingTheTargets() {
    let host = ViewHost(Inbox(model: InboxModel()))
    let error = ViewHostError.noPosition(
      query: "tap(\"Archive\", at: 3)",
      matches: [
        "Button \(rows)/id(Welcome)/content/content/1/content (100, 12, 56, 20)",
        "Button \(rows)/id(Invoice)/content/content/1/content (100, 56, 56, 20)",
        "Button \(rows)/id(Lunch?)/content/content/1/content (92, 100, 56, 20)",
      ]
    )
    #expect(throws: error) { try host.tap("Archive", at: 3) }
    #expect(
      error.description
        == "Nothing matches tap(\"Archive\", at: 3): positions count from 0, and 3 views match: "
        + "Button \(rows)/id(Welcome)/content/content/1/content (100, 12, 56, 20); "
        + "Button \(rows)/id(Invoice)/content/content/1/content (100, 56, 56, 20); "
        + "Button \(rows)/id(Lunch?)/content/content/1/content (92, 100, 56, 20)."
    )
  }

  @Test func aTextNoTargetShowsFailsAsWithoutAPosition() {
    let host = ViewHost(Inbox(model: InboxModel()))
    #expect(
      throws: ViewHostError.noMatch(
        control: "button or tap target",
        label: "Delete",
        candidates: ["Archive", "Archive", "Archive"]
      )
    ) {
      try host.tap("Delete", at: 0)
    }
  }

  @Test func aPositionInsideAQueryCountsTheTargetsInsideItsView() throws {
    struct Panes: View {
      let log: EventLog
      var body: some View {
        HStack {
          Inbox(model: InboxModel())
          VStack {
            Button("Archive") { log("left") }
            Button("Archive") { log("right") }
          }
          .accessibilityIdentifier("toolbar")
        }
      }
    }
    let log = EventLog()
    let host = ViewHost(Panes(log: log))
    try host.find(id: "toolbar").tap("Archive", at: 1)
    #expect(log.entries == ["right"])
  }
}
