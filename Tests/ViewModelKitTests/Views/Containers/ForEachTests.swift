import Foundation
import Testing
import ViewModelKit

private struct Todo: Identifiable {
  let id: Int
  var title: String
  var done: Bool
}

private struct TodoList: View {
  @State private var todos = [
    Todo(id: 1, title: "Buy milk", done: false),
    Todo(id: 2, title: "Walk the dog", done: true),
  ]

  var body: some View {
    VStack {
      ForEach($todos) { $todo in
        Toggle(todo.title, isOn: $todo.done)
      }
      Text("\(todos.filter(\.done).count) done")
      Button("Add") { todos.append(Todo(id: 3, title: "Call mum", done: false)) }
    }
  }
}

private struct TodoRow: View {
  @Binding var todo: Todo

  var body: some View {
    HStack {
      Text(todo.title)
      Button(todo.done ? "Undo" : "Done") { todo.done.toggle() }
    }
  }
}

private struct NameList: View {
  @State private var names = ["Ada", "Grace"]

  var body: some View {
    VStack {
      ForEach($names, id: \.self) { $name in
        TextField("Name of \(name)", text: $name)
      }
      Text(names.joined(separator: ", "))
    }
  }
}

@MainActor
@Suite("ForEach")
struct ForEachTests {
  /// Toggling a row's toggle writes through the element's binding into the array.
  @Test func aToggleInABoundRowChangesTheModel() throws {
    let host = ViewHost(TodoList())
    #expect(shownTexts(host).contains("1 done"))
    try host.toggle("Buy milk")
    #expect(shownTexts(host).contains("2 done"))
    #expect(host.treeDescription().components(separatedBy: "Toggle isOn: true").count == 3)
  }

  /// A row added to the array gets its own binding.
  @Test func anAddedRowIsBoundToo() throws {
    let host = ViewHost(TodoList())
    try host.tap("Add")
    try host.toggle("Call mum")
    #expect(shownTexts(host).contains("2 done"))
  }

  /// A row view taking a `@Binding` of the element, as `ForEach($todos) { TodoRow(todo: $0) }`.
  @Test func aRowViewWithABindingEditsItsElement() throws {
    struct Screen: View {
      @State var todos = [Todo(id: 1, title: "Read", done: false)]
      var body: some View {
        VStack {
          ForEach($todos) { TodoRow(todo: $0) }
          Text(todos[0].done ? "finished" : "open")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Done")
    #expect(shownTexts(host) == ["Read", "Undo", "finished"])
  }

  /// The `id:` form over a binding.
  @Test func theIDFormOverABinding() throws {
    let host = ViewHost(NameList())
    try host.type("Ida", into: "Name of Ada")
    #expect(shownTexts(host).last == "Ida, Grace")
  }

  /// `ForEach(_:id: \.self)`, over a constant range, and over identifiable elements.
  @Test func theCollectionForms() {
    struct Lists: View {
      let fruits = ["Apple", "Pear"]
      let todos = [Todo(id: 7, title: "Seven", done: false)]
      var body: some View {
        VStack {
          ForEach(fruits, id: \.self) { Text($0) }
          ForEach(0..<2) { Text("Row \($0)") }
          ForEach(todos) { Text($0.title) }
          ForEach(fruits.indices, id: \.self) { Text("\($0): \(fruits[$0])") }
          ForEach(Array(fruits.enumerated()), id: \.offset) { offset, fruit in
            Text("#\(offset + 1) \(fruit)")
          }
        }
      }
    }
    let host = ViewHost(Lists())
    #expect(
      shownTexts(host) == [
        "Apple", "Pear", "Row 0", "Row 1", "Seven", "0: Apple", "1: Pear", "#1 Apple", "#2 Pear",
      ]
    )
    #expect(host.treeDescription().contains("Text \"Pear\" #id(Pear)"))
  }

  /// `onDelete` and `onMove` are accepted and kept (the host does not swipe or drag); their
  /// usual bodies use SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`.
  @Test func deleteAndMoveActionsAreAccepted() throws {
    struct Editable: View {
      @State var items = ["A", "B", "C"]
      var body: some View {
        List {
          ForEach(items, id: \.self) { Text($0) }
            .onDelete { items.remove(atOffsets: $0) }
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
      }
    }
    let host = ViewHost(Editable())
    #expect(shownTexts(host) == ["A", "B", "C"])
  }

  @Test func offsetsHelpers() {
    var letters = ["A", "B", "C", "D"]
    letters.move(fromOffsets: [0], toOffset: 3)
    #expect(letters == ["B", "C", "A", "D"])
    letters.move(fromOffsets: [2, 3], toOffset: 0)
    #expect(letters == ["A", "D", "B", "C"])
    letters.remove(atOffsets: [0, 2])
    #expect(letters == ["D", "C"])
  }
}
