import Testing
import ViewModelKit

// Drag and drop as boards use it: cards (strings) moved between two columns, and a Codable task
// dropped on destinations of its own type, of plain text (through its proxy) and of data.

private struct KanbanBoard: View {
  @State private var todo = ["Buy milk", "Call mum"]
  @State private var done: [String] = []
  let log: EventLog

  var body: some View {
    HStack {
      column("To Do", cards: todo) { todo.append($0) }
      column("Done", cards: done) { done.append($0) }
    }
  }

  private func column(
    _ title: String,
    cards: [String],
    add: @escaping (String) -> Void
  ) -> some View {
    VStack {
      Text(title)
      ForEach(cards, id: \.self) { card in
        Text(card).draggable(card)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .dropDestination(for: String.self) { dropped, location in
      log("\(title) got \(dropped) at \(location.x), \(location.y)")
      for card in dropped where !cards.contains(card) {
        todo.removeAll { $0 == card }
        done.removeAll { $0 == card }
        add(card)
      }
      return true
    } isTargeted: { isTargeted in
      log("\(title) targeted: \(isTargeted)")
    }
  }
}

private struct BoardTask: Codable, Transferable, Equatable {
  var title: String
  var points: Int

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .boardTask)
    ProxyRepresentation(exporting: \.title)
  }
}

extension UTType {
  fileprivate static let boardTask = UTType(
    exportedAs: "com.example.board-task",
    conformingTo: .json
  )
}

private struct SprintPlanner: View {
  @State private var backlog = [
    BoardTask(title: "Login", points: 3), BoardTask(title: "Signup", points: 5),
  ]
  @State private var sprint: [BoardTask] = []
  @State private var notes: [String] = []
  @State private var bytes = 0

  var body: some View {
    VStack {
      HStack {
        ForEach(backlog, id: \.title) { task in
          Text(task.title).draggable(task)
        }
      }
      Text("Sprint: \(sprint.map(\.points).reduce(0, +)) points")
        .frame(maxWidth: .infinity, minHeight: 100)
        .dropDestination(for: BoardTask.self) { tasks, _ in
          sprint += tasks
          backlog.removeAll { task in tasks.contains(task) }
          return true
        }
      Text("Notes: \(notes.joined(separator: ", "))")
        .frame(maxWidth: .infinity, minHeight: 100)
        .dropDestination(for: String.self) { titles, _ in
          notes += titles
          return true
        }
      Text("Archive: \(bytes) bytes")
        .frame(maxWidth: .infinity, minHeight: 100)
        .dropDestination(for: Data.self) { items, _ in
          bytes += items.map(\.count).reduce(0, +)
          return false
        }
      Text("Links")
        .frame(maxWidth: .infinity, minHeight: 100)
        .dropDestination(for: URL.self) { _, _ in true }
    }
  }
}

@MainActor
@Suite("Drag and drop")
struct DragAndDropTests {
  @Test func aCardMovesBetweenColumnsAndTheColumnsAreTargetedOnTheWay() async throws {
    let log = EventLog()
    let host = ViewHost(KanbanBoard(log: log))
    #expect(shownTexts(host) == ["To Do", "Buy milk", "Call mum", "Done"])

    let accepted = try await host.drag("Buy milk", onto: "Done")

    #expect(accepted)
    #expect(shownTexts(host) == ["To Do", "Call mum", "Done", "Buy milk"])
    #expect(
      log.entries == [
        "To Do targeted: true", "To Do targeted: false", "Done targeted: true",
        "Done targeted: false", "Done got [\"Buy milk\"] at 95.5, 422.0",
      ]
    )

    log.entries.removeAll()
    try await host.drag("Buy milk", onto: "To Do")
    #expect(shownTexts(host) == ["To Do", "Call mum", "Buy milk", "Done"])
    #expect(log.entries.last == "To Do got [\"Buy milk\"] at 95.5, 422.0")
  }

  @Test func theDragTakesTheLiftAndTheMoveInVirtualTime() async throws {
    let host = ViewHost(KanbanBoard(log: EventLog()))
    try await host.drag("Call mum", onto: "Done", duration: 0.5)
    #expect(host.time == 1)
  }

  @Test func aCodableTaskIsDecodedAsTheDestinationsType() async throws {
    let host = ViewHost(SprintPlanner())
    #expect(try await host.drag("Login", onto: "Sprint: 0 points"))
    #expect(shownTexts(host).contains("Sprint: 3 points"))
    #expect(!shownTexts(host).contains("Login"))
  }

  @Test func aPlainTextDestinationGetsTheTasksProxy() async throws {
    let host = ViewHost(SprintPlanner())
    #expect(try await host.drag("Signup", onto: "Notes: "))
    #expect(shownTexts(host).contains("Notes: Signup"))
    #expect(shownTexts(host).contains("Signup"))
  }

  @Test func aDataDestinationGetsThePreferredRepresentationAndItsAnswerIsReturned() async throws {
    let host = ViewHost(SprintPlanner())
    let expected = try await BoardTask(title: "Login", points: 3).exported(as: .boardTask).count
    #expect(try await host.drag("Login", onto: "Archive: 0 bytes") == false)
    #expect(shownTexts(host).contains("Archive: \(expected) bytes"))
  }

  @Test func aDestinationOfAnotherTypeIsLeftAlone() async throws {
    let host = ViewHost(SprintPlanner())
    #expect(try await host.drag("Login", onto: "Links") == false)
    #expect(shownTexts(host).contains("Login"))
  }

  @Test func treeDescriptionsShowTheDragAndDropModifiers() {
    let host = ViewHost(KanbanBoard(log: EventLog()))
    let tree = host.treeDescription()
    #expect(tree.contains(".draggable(String)"))
    #expect(tree.contains(".dropDestination(for: String)"))
  }

  @Test func aQueryDragsInsideOneOfTwoBoards() async throws {
    let log = EventLog()
    let host = ViewHost(
      VStack {
        KanbanBoard(log: log)
        KanbanBoard(log: log)
      }
    )
    await #expect(throws: ViewHostError.self) { try await host.drag("Buy milk", onto: "Done") }
    #expect(try await host.find(KanbanBoard.self, at: 1).drag("Buy milk", onto: "Done"))
    #expect(
      shownTexts(host) == [
        "To Do", "Buy milk", "Call mum", "Done", "To Do", "Call mum", "Done", "Buy milk",
      ]
    )
  }

  @Test func aMissingSourceOrDestinationThrows() async throws {
    let host = ViewHost(KanbanBoard(log: EventLog()))
    await #expect(throws: ViewHostError.self) { try await host.drag("Nothing", onto: "Done") }
    await #expect(throws: ViewHostError.self) { try await host.drag("Buy milk", onto: "Nowhere") }
  }
}
