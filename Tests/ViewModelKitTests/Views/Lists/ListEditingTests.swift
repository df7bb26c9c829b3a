import Foundation
import Testing
import ViewModelKit

private struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String
}

@MainActor
private final class TodoModel: ObservableObject {
  @Published var todos = [
    Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Tea"),
  ]
  @Published var archived: [String] = []
  private(set) var refreshes = 0

  func archive(_ todo: Todo) {
    archived.append(todo.title)
    todos.removeAll { $0.id == todo.id }
  }

  func reload() {
    refreshes += 1
    todos.append(Todo(id: 10 + refreshes, title: "Fresh \(refreshes)"))
  }
}

private struct TodoList: View {
  @ObservedObject var model: TodoModel
  var body: some View {
    List {
      ForEach(model.todos) { todo in
        Text(todo.title)
          .swipeActions {
            Button("Archive") { model.archive(todo) }
          }
      }
      .onDelete { model.todos.remove(atOffsets: $0) }
      .onMove { model.todos.move(fromOffsets: $0, toOffset: $1) }
    }
    .refreshable { await model.reload() }
  }
}

@MainActor
@Suite("List editing")
struct ListEditingTests {
  @Test func deletingARowCallsOnDeleteWithItsOffset() throws {
    let model = TodoModel()
    let host = ViewHost(TodoList(model: model))
    try host.delete(row: "Eggs")
    #expect(model.todos.map(\.title) == ["Milk", "Tea"])
    #expect(shownTexts(host) == ["Milk", "Tea"])
  }

  /// A row that is not there: the error lists the rows.
  @Test func deletingAMissingRowListsTheRows() {
    let host = ViewHost(TodoList(model: TodoModel()))
    #expect(
      throws: ViewHostError.noMatch(
        control: "row",
        label: "Bread",
        candidates: ["Milk", "Eggs", "Tea"]
      )
    ) {
      try host.delete(row: "Bread")
    }
    #expect(
      "\(ViewHostError.noMatch(control: "row", label: "Bread", candidates: ["Milk", "Eggs", "Tea"]))"
        == "No row shows \"Bread\". Candidates: \"Milk\", \"Eggs\", \"Tea\"."
    )
  }

  @Test func movingARowCallsOnMove() throws {
    let model = TodoModel()
    let host = ViewHost(TodoList(model: model))
    try host.move(from: "Tea", to: 0)
    #expect(shownTexts(host) == ["Tea", "Milk", "Eggs"])
  }

  /// A swipe reveals the row's actions at its trailing edge; tapping one runs it.
  @Test func swipingRevealsTheActions() throws {
    let model = TodoModel()
    let host = ViewHost(TodoList(model: model))
    #expect(throws: ViewHostError.self) { try host.tap("Archive") }
    try host.swipe("Milk")
    let button = try #require(host.snapshot().first("Button"))
    // The action sits at the trailing edge of the row's content (318 wide from 36).
    #expect(button.frame == rect(298, 12, 56, 20))
    try host.tap("Archive")
    #expect(model.archived == ["Milk"])
    #expect(shownTexts(host) == ["Eggs", "Tea"])
    #expect(throws: ViewHostError.unavailable(action: "swipe", label: "Eggs", view: "row")) {
      try host.swipe("Eggs", edge: .leading)
    }
  }

  /// Pulling to refresh runs the action to its end, then the list shows what it loaded.
  @Test func pullingToRefreshRunsTheAction() async throws {
    let model = TodoModel()
    let host = ViewHost(TodoList(model: model))
    try await host.refresh()
    #expect(model.refreshes == 1)
    #expect(shownTexts(host) == ["Milk", "Eggs", "Tea", "Fresh 1"])
  }
}

/// A screen whose rows show whether it is editing.
private struct EditableScreen: View {
  @Environment(\.editMode) private var editMode
  var body: some View {
    VStack {
      EditButton()
      Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Browsing")
    }
  }
}

@MainActor
@Suite("EditButton and editMode")
struct EditModeTests {
  /// The host installs the edit mode at its root: the button and the screen share it.
  @Test func theEditButtonSwitchesTheEditMode() throws {
    let host = ViewHost(EditableScreen())
    #expect(shownTexts(host) == ["Edit", "Browsing"])
    try host.tap("Edit")
    #expect(shownTexts(host) == ["Done", "Editing"])
    #expect(host.editMode == .active)
    try host.tap("Done")
    #expect(shownTexts(host) == ["Edit", "Browsing"])
    #expect(EditMode.transient.isEditing)
  }
}

@MainActor
@Suite("Scrolled lists that get shorter")
struct ShrinkingListTests {
  /// Deleting rows at the end of a list scrolled to its end brings the offset back within the
  /// content, as a scroll view does.
  @Test func theOffsetStaysWithinTheContent() throws {
    struct Numbers: View {
      @State private var count = 40
      var body: some View {
        VStack(spacing: 0) {
          Button("Remove ten") { count -= 10 }
          List(0..<count, id: \.self) { Text("Row \($0)") }.listStyle(.plain)
        }
      }
    }
    let host = ViewHost(Numbers())
    try host.scroll(by: 10_000)
    // 40 rows of 44 in a list 824 tall (the button takes 20).
    #expect(try host.contentOffset() == CGPoint(x: 0, y: 40 * 44 - 824))
    try host.tap("Remove ten")
    #expect(try host.contentOffset() == CGPoint(x: 0, y: 30 * 44 - 824))
    #expect(shownTexts(host).last == "Row 29")
  }
}
