import Foundation

/// Keeps the notes, pinned ones first, and saves them to the user's defaults.
final class NoteStore: ObservableObject {
  @Published private(set) var notes: [Note]
  @Published private(set) var lastSaved: Date?

  private let defaults: UserDefaults
  private let key = "notes"

  init(defaults: UserDefaults = .standard, notes: [Note] = Note.samples) {
    self.defaults = defaults
    if let data = defaults.data(forKey: key),
      let saved = try? JSONDecoder().decode([Note].self, from: data)
    {
      self.notes = saved
    } else {
      self.notes = notes
    }
  }

  var sortedNotes: [Note] {
    notes.filter(\.isPinned) + notes.filter { !$0.isPinned }
  }

  func add(title: String, text: String) {
    notes.append(Note(title: title, text: text))
  }

  func delete(_ note: Note) {
    notes.removeAll { $0.id == note.id }
  }

  func togglePin(_ note: Note) {
    guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
    notes[index].isPinned.toggle()
  }

  func note(id: Note.ID) -> Note? {
    notes.first { $0.id == id }
  }

  func save() {
    guard let data = try? JSONEncoder().encode(notes) else { return }
    defaults.set(data, forKey: key)
    lastSaved = Date()
  }
}
