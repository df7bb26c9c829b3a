import Testing
import ViewModelKit

// A list of notes whose rows have context menus, as apps write them: a long press opens the
// menu, a tap on an item runs it and closes the menu.

private struct Note: Identifiable {
  let id: Int
  var title: String
  var isPinned = false
}

private struct NotesList: View {
  @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Plumber")]

  var body: some View {
    VStack {
      ForEach(notes) { note in
        Text(note.isPinned ? "📌 \(note.title)" : note.title)
          .contextMenu {
            Button(note.isPinned ? "Unpin" : "Pin") { togglePin(note) }
            Button("Delete", role: .destructive) { notes.removeAll { $0.id == note.id } }
          }
      }
    }
  }

  private func togglePin(_ note: Note) {
    guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
    notes[index].isPinned.toggle()
  }
}

@MainActor
struct ContextMenuTests {
  @Test func aLongPressOpensTheMenuAndATapRunsAnItemAndClosesIt() throws {
    let host = ViewHost(NotesList())
    #expect(shownTexts(host) == ["Groceries", "Plumber"])

    try host.longPress("Plumber")
    #expect(shownTexts(host) == ["Groceries", "Plumber", "Pin", "Delete"])

    try host.tap("Pin")
    #expect(shownTexts(host) == ["Groceries", "📌 Plumber"])

    try host.longPress("Groceries")
    try host.tap("Delete")
    #expect(shownTexts(host) == ["📌 Plumber"])
  }

  @Test func aShortTapDoesNotOpenTheMenu() throws {
    let host = ViewHost(NotesList())
    try host.longPress("Groceries", duration: 0.2)
    #expect(shownTexts(host) == ["Groceries", "Plumber"])
  }

  @Test func theOpenMenuTakesNoRoomInTheLayout() throws {
    let host = ViewHost(NotesList())
    let before = try #require(host.snapshot().all("Text").first { $0.text == "Plumber" }).frame
    try host.longPress("Groceries")
    let after = try #require(host.snapshot().all("Text").first { $0.text == "Plumber" }).frame
    #expect(after == before)
    let groceries = try #require(host.snapshot().all("Text").first { $0.text == "Groceries" }).frame
    let pin = try #require(host.snapshot().all("Text").first { $0.text == "Pin" }).frame
    #expect(pin.minY >= groceries.maxY)
  }

  @Test func theMenuShowsItsPreviewAboveItsItems() throws {
    struct Thumbnail: View {
      var body: some View {
        Text("Sunset")
          .contextMenu {
            Button("Share") {}
          } preview: {
            Text("Sunset, full size")
          }
      }
    }
    let host = ViewHost(Thumbnail())
    try host.longPress("Sunset")
    #expect(shownTexts(host) == ["Sunset", "Sunset, full size", "Share"])
  }

  @Test func aNilContextMenuOpensNothing() throws {
    struct Row: View {
      let isEditable: Bool
      var body: some View {
        Text("Title")
          .contextMenu(isEditable ? ContextMenu { Button("Rename") {} } : nil)
      }
    }
    let editable = ViewHost(Row(isEditable: true))
    try editable.longPress("Title")
    #expect(shownTexts(editable) == ["Title", "Rename"])

    let locked = ViewHost(Row(isEditable: false))
    try locked.longPress("Title")
    #expect(shownTexts(locked) == ["Title"])
  }
}
