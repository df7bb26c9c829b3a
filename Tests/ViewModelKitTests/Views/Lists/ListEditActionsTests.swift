import Foundation
import Testing
import ViewModelKit

// `List($items, editActions:)` and `ForEach($items, editActions:)`: the rows edit the bound
// collection themselves.

@MainActor
private final class NamesModel: ObservableObject {
  @Published var names = ["Ann", "Bob", "Cid"]
  @Published var selected: String?
  @Published var chosen: Set<String> = []
}

private struct NamesList: View {
  @ObservedObject var model: NamesModel

  var body: some View {
    List($model.names, id: \.self, editActions: .all, selection: $model.selected) { $name in
      Text(name)
    }
  }
}

private struct Chore: Identifiable {
  let id: Int
  var title: String
  var isDone = false
}

private struct TaskList: View {
  @State private var tasks = [Chore(id: 1, title: "Pack"), Chore(id: 2, title: "Go")]
  let actions: EditActions<[Chore]>

  var body: some View {
    VStack {
      Text(tasks.map { $0.title + ($0.isDone ? " ✓" : "") }.joined(separator: ", "))
      List {
        ForEach($tasks, editActions: actions) { $task in
          Toggle(task.title, isOn: $task.isDone)
        }
      }
    }
  }
}

private struct ChosenNames: View {
  @ObservedObject var model: NamesModel

  var body: some View {
    List($model.names, id: \.self, editActions: .delete, selection: $model.chosen) { $name in
      Text(name)
    }
  }
}

@MainActor
@Suite("Edit actions on bound collections")
struct ListEditActionsTests {
  @Test func deletingARowRemovesItsElement() throws {
    let model = NamesModel()
    let host = ViewHost(NamesList(model: model))
    try host.delete(row: "Bob")
    #expect(model.names == ["Ann", "Cid"])
    #expect(host.snapshot().all("Text").map(\.text) == ["Ann", "Cid"])
  }

  @Test func movingARowMovesItsElement() throws {
    let model = NamesModel()
    let host = ViewHost(NamesList(model: model))
    try host.move(from: "Cid", to: 0)
    #expect(model.names == ["Cid", "Ann", "Bob"])
  }

  @Test func onlyTheOfferedEditsAreAvailable() throws {
    let host = ViewHost(TaskList(actions: .move))
    #expect(throws: ViewHostError.unavailable(action: "delete", label: "Go", view: "ForEach")) {
      try host.delete(row: "Go")
    }
    try host.move(from: "Go", to: 0)
    #expect(host.snapshot().first("Text")?.text == "Go, Pack")
    let deleting = ViewHost(TaskList(actions: .delete))
    #expect(throws: ViewHostError.unavailable(action: "move", label: "Go", view: "ForEach")) {
      try deleting.move(from: "Go", to: 0)
    }
    try deleting.delete(row: "Pack")
    #expect(deleting.snapshot().first("Text")?.text == "Go")
  }

  @Test func rowsKeepTheirBindings() throws {
    let host = ViewHost(TaskList(actions: .all))
    try host.toggle("Pack")
    #expect(host.snapshot().first("Text")?.text == "Pack ✓, Go")
  }

  @Test func aListWithASetSelectionDeletes() throws {
    let model = NamesModel()
    let host = ViewHost(ChosenNames(model: model))
    try host.delete(row: "Ann")
    #expect(model.names == ["Bob", "Cid"])
    #expect(EditActions<[String]>.all == [.move, .delete])
  }
}
