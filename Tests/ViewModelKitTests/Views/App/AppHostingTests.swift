import Testing
import ViewModelKit

private final class NoteStore: ObservableObject {
  @Published var notes: [String] = ["Groceries"]
  var saves = 0

  func add() { notes.append("Note \(notes.count + 1)") }
  func save() { saves += 1 }
}

private struct NoteList: View {
  @EnvironmentObject var store: NoteStore

  var body: some View {
    VStack {
      ForEach(store.notes, id: \.self) { Text($0) }
      Button("New Note") { store.add() }
    }
  }
}

private struct NotesApp: App {
  @StateObject private var store = NoteStore()
  @Environment(\.scenePhase) private var scenePhase
  let phases = PhaseLog()

  var body: some Scene {
    WindowGroup("Notes") {
      NoteList().environmentObject(store)
    }
    .onChange(of: scenePhase) { old, new in
      phases.entries.append("\(old) -> \(new)")
      if new == .background { store.save() }
    }
    .commands {
      CommandMenu("Notes") { Button("New Note") { store.add() } }
      CommandGroup(replacing: .newItem) {}
    }
    Settings { Text("Settings") }
    Window("Activity", id: "activity") { Text("No activity") }
  }

  var saves: Int { store.saves }
}

@MainActor
private final class PhaseLog {
  var entries: [String] = []
}

@MainActor
struct AppHostingTests {
  @Test func hostsTheFirstWindowGroupsContent() throws {
    let host = ViewHost(app: NotesApp())
    #expect(shownTexts(host) == ["Groceries", "New Note"])
    try host.tap("New Note")
    #expect(shownTexts(host) == ["Groceries", "Note 2", "New Note"])
  }

  @Test func listsTheAppsScenes() {
    let host = ViewHost(app: NotesApp())
    #expect(
      host.scenes == ["WindowGroup \"Notes\"", "Settings", "Window \"Activity\" (id: activity)"]
    )
  }

  @Test func hostsASceneByItsID() throws {
    let host = try ViewHost(app: NotesApp(), scene: "activity")
    #expect(shownTexts(host) == ["No activity"])
  }

  @Test func anUnknownSceneIDListsTheScenes() {
    #expect(
      throws: ViewHostError.noMatch(
        control: "scene",
        label: "inbox",
        candidates: ["WindowGroup \"Notes\"", "Settings", "Window \"Activity\" (id: activity)"]
      )
    ) {
      _ = try ViewHost(app: NotesApp(), scene: "inbox")
    }
  }

  @Test func scenePhaseChangesReachTheAppsOnChange() {
    let app = NotesApp()
    let host = ViewHost(app: app)
    #expect(host.scenePhase == .active)
    #expect(app.phases.entries == ["inactive -> active"])
    host.enterBackground()
    #expect(
      app.phases.entries == ["inactive -> active", "active -> inactive", "inactive -> background"]
    )
    host.enterForeground()
    #expect(
      app.phases.entries == [
        "inactive -> active", "active -> inactive", "inactive -> background",
        "background -> inactive",
        "inactive -> active",
      ]
    )
  }

  @Test func theAppsStateObjectLivesAsLongAsTheHost() throws {
    let host = ViewHost(app: NotesApp())
    defer { host.scenePhase = .active }  // the shared UIApplication's state follows it
    try host.tap("New Note")
    host.scenePhase = .background
    #expect(shownTexts(host) == ["Groceries", "Note 2", "New Note"])
  }

  @Test func recordsTheScenesCommands() throws {
    let host = ViewHost(app: NotesApp())
    #expect(
      host.commands.map(\.description) == [
        "CommandMenu \"Notes\"", "CommandGroup(replacing: .newItem)",
      ]
    )
    let menu = ViewHost(host.commands[0].content)
    try menu.tap("New Note")
    host.flush()
    #expect(shownTexts(host) == ["Groceries", "Note 2", "New Note"])
  }

  @Test func viewsReadTheScenePhase() {
    struct PhaseText: View {
      @Environment(\.scenePhase) var phase
      var body: some View { Text("\(String(describing: phase))") }
    }
    let host = ViewHost(PhaseText())
    #expect(shownTexts(host) == ["active"])
    host.scenePhase = .inactive
    #expect(shownTexts(host) == ["inactive"])
  }
}
