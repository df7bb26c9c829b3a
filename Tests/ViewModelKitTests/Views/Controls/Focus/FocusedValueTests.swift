import Testing
import ViewModelKit

private struct Note: Identifiable, Equatable {
  let id: Int
  var title: String
}

private struct SelectedNoteKey: FocusedValueKey {
  typealias Value = Note
}

private struct NoteCountKey: FocusedValueKey {
  typealias Value = Int
}

extension FocusedValues {
  fileprivate var selectedNote: Note? {
    get { self[SelectedNoteKey.self] }
    set { self[SelectedNoteKey.self] = newValue }
  }

  fileprivate var noteCount: Int? {
    get { self[NoteCountKey.self] }
    set { self[NoteCountKey.self] = newValue }
  }
}

/// A notes editor: a field per note, each publishing its note while it has focus, and the
/// whole list's count for the scene.
private struct NotesEditor: View {
  let log: EventLog
  @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
  @FocusState private var focus: Int?

  var body: some View {
    VStack {
      ForEach($notes) { $note in
        TextField("Note \(note.id)", text: $note.title)
          .focused($focus, equals: note.id)
          .focusedValue(\.selectedNote, note)
      }
      DeleteCommand(log: log)
      NoteCountLabel()
      Button("Done") { focus = nil }
    }
    .focusedSceneValue(\.noteCount, notes.count)
  }
}

/// The editor's "Delete" command: it acts on the note whose field has focus.
private struct DeleteCommand: View {
  let log: EventLog
  @FocusedValue(\.selectedNote) private var note

  var body: some View {
    Button(note.map { "Delete \($0.title)" } ?? "Delete") {
      if let note { log("delete \(note.id)") }
    }
    .disabled(note == nil)
  }
}

private struct NoteCountLabel: View {
  @FocusedValue(\.noteCount) private var count

  var body: some View {
    Text(count.map { "\($0) notes" } ?? "No scene")
  }
}

@MainActor
@Suite("Focused values")
struct FocusedValueTests {
  @Test func nothingIsPublishedWhileNoFieldHasFocus() throws {
    let host = ViewHost(NotesEditor(log: EventLog()))
    #expect(shownTexts(host).contains("Delete"))
    #expect(throws: ViewHostError.disabled(action: "tap", label: "Delete", view: "Button")) {
      try host.tap("Delete")
    }
  }

  @Test func theCommandReadsTheNoteOfTheFocusedField() throws {
    let log = EventLog()
    let host = ViewHost(NotesEditor(log: log))
    try host.type("Milk", into: "Note 1")
    #expect(shownTexts(host).contains("Delete Milk"))
    try host.tap("Delete Milk")
    try host.type("Plans", into: "Note 2")
    #expect(shownTexts(host).contains("Delete Plans"))
    try host.tap("Delete Plans")
    #expect(log.entries == ["delete 1", "delete 2"])
  }

  @Test func clearingFocusClearsTheValue() throws {
    let host = ViewHost(NotesEditor(log: EventLog()))
    try host.type("Milk", into: "Note 1")
    try host.tap("Done")
    #expect(host.focusedField == nil)
    #expect(shownTexts(host).contains("Delete"))
    #expect(!shownTexts(host).contains("Delete Milk"))
  }

  @Test func movingFocusUpdatesOnlyTheReadersWithACause() throws {
    let host = ViewHost(NotesEditor(log: EventLog()))
    try host.type("Milk", into: "Note 1")
    let report = try host.measure("focus-moved") { try host.type("Plans", into: "Note 2") }
    #expect(
      report.description
        == "focus-moved: focus, notes, selectedNote changed | recomputed NotesEditor local, "
        + "DeleteCommand environment | skipped NoteCountLabel"
    )
  }

  @Test func aSceneValueIsVisibleWhileTheSceneIsActiveWhereverFocusIs() throws {
    let host = ViewHost(NotesEditor(log: EventLog()))
    #expect(shownTexts(host).contains("2 notes"))
    try host.type("Milk", into: "Note 1")
    #expect(shownTexts(host).contains("2 notes"))
    host.scenePhase = .background
    #expect(shownTexts(host).contains("No scene"))
    host.scenePhase = .active
    #expect(shownTexts(host).contains("2 notes"))
  }
}
