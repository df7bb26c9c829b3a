import SwiftUI

struct NoteDetailView: View {
  let noteID: Note.ID
  @EnvironmentObject private var store: NoteStore
  @Environment(\.dismiss) private var dismiss
  @State private var isConfirmingDelete = false

  var body: some View {
    if let note = store.note(id: noteID) {
      VStack(alignment: .leading, spacing: 12) {
        if note.isPinned {
          Label("Pinned", systemImage: "pin.fill")
            .font(.caption)
            .foregroundStyle(Color("NoteAccent"))
        }
        Text(note.text)
        Spacer()
        HStack {
          Button(note.isPinned ? "Unpin" : "Pin") {
            withAnimation(.spring) { store.togglePin(note) }
          }
          Spacer()
          Button("Delete", role: .destructive) { isConfirmingDelete = true }
        }
      }
      .padding()
      .navigationTitle(note.title)
      .confirmationDialog("Delete this note?", isPresented: $isConfirmingDelete) {
        Button("Delete Note", role: .destructive) {
          store.delete(note)
          dismiss()
        }
      }
    } else {
      Text("This note was deleted.")
    }
  }
}
