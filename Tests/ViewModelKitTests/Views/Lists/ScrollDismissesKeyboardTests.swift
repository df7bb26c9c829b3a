import Foundation
import Testing
import ViewModelKit

private struct Notes: View {
  let mode: ScrollDismissesKeyboardMode?
  let log: EventLog
  @State private var note = ""
  @FocusState private var isEditing: Bool

  var body: some View {
    let list = ScrollView {
      VStack {
        TextField("Note", text: $note, onEditingChanged: { log("editing \($0)") })
          .focused($isEditing)
        Text(isEditing ? "Editing" : "Idle")
        ForEach(0..<60, id: \.self) { Text("Row \($0)") }
      }
    }
    if let mode {
      list.scrollDismissesKeyboard(mode)
    } else {
      list
    }
  }
}

@MainActor
@Suite("Scrolling dismisses the keyboard")
struct ScrollDismissesKeyboardTests {
  private func editingHost(
    _ mode: ScrollDismissesKeyboardMode?,
    log: EventLog
  ) throws
    -> ViewHost<Notes>
  {
    let host = ViewHost(Notes(mode: mode, log: log))
    try host.type("Milk", into: "Note")
    #expect(host.focusedField == "Note")
    return host
  }

  @Test func byDefaultAScrollTakesTheFocus() throws {
    let log = EventLog()
    let host = try editingHost(nil, log: log)
    try host.scroll(by: 100)
    #expect(host.focusedField == nil)
    #expect(shownTexts(host).contains("Idle"))
    #expect(log.entries == ["editing true", "editing false"])
  }

  @Test func neverKeepsTheFocus() throws {
    let host = try editingHost(.never, log: EventLog())
    try host.scroll(by: 100)
    #expect(host.focusedField == "Note")
    #expect(try host.contentOffset() == CGPoint(x: 0, y: 100))
  }

  @Test func interactivelyDismissesOnlyWhenTheDragGoesTowardTheKeyboard() throws {
    let host = try editingHost(.interactively, log: EventLog())
    try host.scroll(by: 200)
    #expect(host.focusedField == "Note")
    try host.scroll(by: -50)
    #expect(host.focusedField == nil)
  }

  @Test func theModeIsReadFromTheEnvironment() throws {
    struct Reader: View {
      @Environment(\.scrollDismissesKeyboardMode) private var mode
      var body: some View { Text("\(mode)") }
    }
    let host = ViewHost(Reader().scrollDismissesKeyboard(.immediately))
    #expect(shownTexts(host) == ["immediately"])
    #expect(shownTexts(ViewHost(Reader())) == ["automatic"])
  }
}
