import Testing
import ViewModelKit

// `@State`, `@Bindable` and `@Environment` holding `@Observable` models, nested models and arrays
// of models, as the migration guide from ObservableObject writes them.

@Observable
private final class Profile {
  var name = ""
  var nickname = ""
  var isPublic = false
}

private struct ProfileEditor: View {
  @Bindable var profile: Profile

  var body: some View {
    VStack {
      TextField("Name", text: $profile.name)
      Toggle("Public", isOn: $profile.isPublic)
    }
  }
}

private struct ProfileScreen: View {
  @State private var profile = Profile()

  var body: some View {
    VStack {
      ProfileEditor(profile: profile)
      Greeting()
    }
    .environment(profile)
  }
}

private struct Greeting: View {
  @Environment(Profile.self) private var profile

  var body: some View {
    Text(profile.name.isEmpty ? "Hello" : "Hello, \(profile.name)")
  }
}

private struct OptionalGreeting: View {
  @Environment(Profile.self) private var profile: Profile?

  var body: some View {
    Text(profile?.name ?? "nobody")
  }
}

@Observable
private final class TodoTask {
  var title: String
  var isDone = false
  init(title: String) { self.title = title }
}

@Observable
private final class Board {
  var tasks: [TodoTask] = [TodoTask(title: "Write"), TodoTask(title: "Test")]
  var owner: Profile? = nil
}

private struct BoardView: View {
  let board: Board

  var body: some View {
    VStack {
      Text("\(board.tasks.count) tasks")
      ForEach(board.tasks, id: \.title) { task in
        TaskRow(task: task)
      }
      Text(board.owner?.name ?? "unowned")
    }
  }
}

private struct TaskRow: View {
  let task: TodoTask

  var body: some View {
    Text(task.isDone ? "✓ \(task.title)" : task.title)
  }
}

@MainActor
@Suite("Observation: @State, @Bindable, @Environment and nested models")
struct ObservationWrapperTests {
  @Test func bindingsToAnObservableModelWriteItAndUpdateItsReaders() throws {
    let host = ViewHost(ProfileScreen())
    let typed = try host.measure("typed") { try host.type("Ada", into: "Name") }
    #expect(host.snapshot().all("Text").compactMap(\.text).last == "Hello, Ada")
    #expect(typed.description.hasPrefix("typed: name changed | recomputed "))
    #expect(typed.recomputed.map(\.view).contains("Greeting"))
    #expect(!typed.recomputed.map(\.view).contains("ProfileScreen"))
    try host.toggle("Public")
    #expect(host.treeDescription().contains("Toggle isOn: true"))
  }

  @Test func theOptionalEnvironmentFormReadsNilWithoutAnAncestor() {
    let alone = ViewHost(OptionalGreeting())
    #expect(alone.snapshot().first("Text")?.text == "nobody")
    let profile = Profile()
    profile.name = "Grace"
    let provided = ViewHost(OptionalGreeting().environment(profile))
    #expect(provided.snapshot().first("Text")?.text == "Grace")
    profile.name = "Grace H."
    provided.flush()
    #expect(provided.snapshot().first("Text")?.text == "Grace H.")
  }

  @Test func aWriteToOneElementOfAnArrayOfModelsRecomputesOnlyItsRow() {
    let board = Board()
    let host = ViewHost(BoardView(board: board))
    let done = host.measure("done") { board.tasks[1].isDone = true }
    #expect(
      done.description
        == "done: isDone changed | recomputed TaskRow observed | skipped BoardView,TaskRow"
    )
    #expect(
      host.snapshot().all("Text").compactMap(\.text) == ["2 tasks", "Write", "✓ Test", "unowned"]
    )
    let added = host.measure("added") { board.tasks.append(TodoTask(title: "Ship")) }
    #expect(added.recomputed.map(\.view) == ["BoardView", "TaskRow"])
  }

  @Test func aNestedModelIsTrackedOnceItIsThere() {
    let board = Board()
    let host = ViewHost(BoardView(board: board))
    let owner = Profile()
    board.owner = owner
    host.flush()
    #expect(host.snapshot().all("Text").compactMap(\.text).last == "")
    let renamed = host.measure("renamed") { owner.name = "Lin" }
    #expect(
      renamed.description
        == "renamed: name changed | recomputed BoardView observed | skipped TaskRow,TaskRow"
    )
    #expect(host.snapshot().all("Text").compactMap(\.text).last == "Lin")
  }

  @Test func twoPropertiesOfOneTypeAreToldApartByName() {
    struct Names: View {
      let profile: Profile
      var body: some View {
        Text(profile.name)
        Text(profile.nickname)
      }
    }
    let profile = Profile()
    profile.name = "Margaret"
    profile.nickname = "Maggie"
    let host = ViewHost(Names(profile: profile))
    let report = host.measure("nickname") { profile.nickname = "Peggy" }
    #expect(
      report.description == "nickname: nickname changed | recomputed Names observed | skipped none"
    )
  }

  @Test func aWriteFromABackgroundThreadIsReportedAndStillApplied() async {
    let profile = Profile()
    let host = ViewHost(OptionalGreeting().environment(profile))
    let sendable = UncheckedBox(profile)
    await Task.detached { sendable.value.name = "Off main" }.value
    host.flush()
    #expect(host.snapshot().first("Text")?.text == "Off main")
    #expect(
      host.warnings.contains {
        $0.hasPrefix("Modifying an @Observable property from a background thread")
      }
    )
  }
}

private struct UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
