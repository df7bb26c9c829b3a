import Testing
import ViewModelKit

private final class TodoModel: ObservableObject {
  @Published var todos = ["Milk", "Eggs", "Bread"]
}

private struct TodoRow: View {
  let title: String
  let onDelete: () -> Void

  var body: some View {
    HStack {
      Text(title)
      Button("Delete", action: onDelete)
    }
  }
}

private struct TodoList: View {
  @ObservedObject var model: TodoModel

  var body: some View {
    List {
      ForEach(model.todos, id: \.self) { todo in
        TodoRow(title: todo) { model.todos.removeAll { $0 == todo } }
      }
    }
  }
}

private struct ProfileEditor: View {
  let log: EventLog

  var body: some View {
    Button("Save") { log("profile") }
  }
}

private struct PasswordEditor: View {
  let log: EventLog

  var body: some View {
    VStack {
      Button("Save") { log("password") }
      Toggle("Require Face ID", isOn: .constant(false)).disabled(true)
    }
  }
}

private struct AccountScreen: View {
  let log: EventLog

  var body: some View {
    VStack {
      ProfileEditor(log: log)
      PasswordEditor(log: log)
    }
  }
}

/// The identity path of the list's rows (each then `/id(<todo>)`).
private let rows =
  "/body/body/body/body/content/content/content/content/content/body/content/content/content"
  + "/content"

@MainActor
@Suite("Finding controls inside a view type")
struct QueryByTypeTests {
  @Test func aRowIsPickedByItsPositionAmongTheRowsOfItsType() throws {
    let model = TodoModel()
    let host = ViewHost(TodoList(model: model))
    try host.find(TodoRow.self, at: 1).tap("Delete")
    #expect(model.todos == ["Milk", "Bread"])
  }

  @Test func aQueryLooksItsViewUpAgainAtEveryInteraction() throws {
    let model = TodoModel()
    let host = ViewHost(TodoList(model: model))
    let firstRow = host.find(TodoRow.self, at: 0)
    try firstRow.tap("Delete")
    try firstRow.tap("Delete")
    #expect(model.todos == ["Bread"])
  }

  @Test func theSameTextInTwoChildViewsIsReachedThroughTheChildsType() throws {
    let log = EventLog()
    let host = ViewHost(AccountScreen(log: log))
    try host.find(PasswordEditor.self).tap("Save")
    try host.find(ProfileEditor.self).tap("Save")
    #expect(log.entries == ["password", "profile"])
  }

  @Test func withoutAScopeTheSameTextIsStillAmbiguous() {
    let host = ViewHost(AccountScreen(log: EventLog()))
    #expect(
      throws: ViewHostError.ambiguous(
        control: "button or tap target",
        label: "Save",
        matches: ["/body/content/0/body", "/body/content/1/body/content/0"]
      )
    ) {
      try host.tap("Save")
    }
  }

  @Test func aTypeWithSeveralViewsOnScreenFailsListingThem() {
    let host = ViewHost(TodoList(model: TodoModel()))
    let error = ViewHostError.ambiguousScope(
      query: "find(TodoRow.self)",
      matches: [
        "TodoRow \(rows)/id(Milk)/content (36, 12, 88, 20)",
        "TodoRow \(rows)/id(Eggs)/content (36, 56, 88, 20)",
        "TodoRow \(rows)/id(Bread)/content (36, 100, 96, 20)",
      ]
    )
    #expect(throws: error) { try host.find(TodoRow.self).tap("Delete") }
    #expect(
      error.description
        == "More than one view matches find(TodoRow.self) (add at: to pick one by position, "
        + "from 0): TodoRow \(rows)/id(Milk)/content (36, 12, 88, 20); "
        + "TodoRow \(rows)/id(Eggs)/content (36, 56, 88, 20); "
        + "TodoRow \(rows)/id(Bread)/content (36, 100, 96, 20)."
    )
  }

  @Test func aPositionPastTheLastViewFailsListingTheViews() {
    let host = ViewHost(TodoList(model: TodoModel()))
    let error = ViewHostError.noPosition(
      query: "find(TodoRow.self, at: 3)",
      matches: [
        "TodoRow \(rows)/id(Milk)/content (36, 12, 88, 20)",
        "TodoRow \(rows)/id(Eggs)/content (36, 56, 88, 20)",
        "TodoRow \(rows)/id(Bread)/content (36, 100, 96, 20)",
      ]
    )
    #expect(throws: error) { try host.find(TodoRow.self, at: 3).tap("Delete") }
    #expect(
      error.description
        == "Nothing matches find(TodoRow.self, at: 3): positions count from 0, and 3 views match: "
        + "TodoRow \(rows)/id(Milk)/content (36, 12, 88, 20); "
        + "TodoRow \(rows)/id(Eggs)/content (36, 56, 88, 20); "
        + "TodoRow \(rows)/id(Bread)/content (36, 100, 96, 20)."
    )
  }

  @Test func aTypeNotOnScreenFailsListingTheViewsThatAre() {
    let host = ViewHost(AccountScreen(log: EventLog()))
    let error = ViewHostError.noScope(
      query: "find(TodoRow.self)",
      candidates: [
        "AccountScreen / (135, 384, 120, 76)",
        "ProfileEditor /body/content/0 (179, 384, 32, 20)",
        "PasswordEditor /body/content/1 (135, 412, 120, 48)",
      ]
    )
    #expect(throws: error) { try host.find(TodoRow.self).tap("Delete") }
    #expect(
      error.description
        == "Nothing on screen matches find(TodoRow.self). Candidates: AccountScreen / (135, 384, "
        + "120, 76); ProfileEditor /body/content/0 (179, 384, 32, 20); PasswordEditor "
        + "/body/content/1 (135, 412, 120, 48)."
    )
  }

  @Test func aMissingTargetInsideTheViewFailsNamingTheQuery() {
    let host = ViewHost(AccountScreen(log: EventLog()))
    let error = ViewHostError.inScope(
      query: "find(ProfileEditor.self)",
      error: .noMatch(control: "button or tap target", label: "Cancel", candidates: ["Save"])
    )
    #expect(throws: error) { try host.find(ProfileEditor.self).tap("Cancel") }
    #expect(
      error.description
        == "In find(ProfileEditor.self): No button or tap target shows \"Cancel\". "
        + "Candidates: \"Save\"."
    )
  }

  @Test func otherFailuresInsideTheViewAreWrappedToo() {
    let host = ViewHost(AccountScreen(log: EventLog()))
    let error = ViewHostError.inScope(
      query: "find(PasswordEditor.self)",
      error: .disabled(action: "toggle", label: "Require Face ID", view: "Toggle")
    )
    #expect(throws: error) { try host.find(PasswordEditor.self).toggle("Require Face ID") }
  }

  @Test func aQueryDescribesItselfAsTheCallsThatMadeIt() {
    let host = ViewHost(AccountScreen(log: EventLog()))
    #expect(host.find(AccountScreen.self).description == "find(AccountScreen.self)")
    #expect(
      host.find(AccountScreen.self).find(PasswordEditor.self, at: 0).find(id: "save").description
        == "find(AccountScreen.self).find(PasswordEditor.self, at: 0).find(id: \"save\")"
    )
  }
}
