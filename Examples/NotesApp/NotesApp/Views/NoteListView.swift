import SwiftUI

struct NoteListView: View {
  @EnvironmentObject private var store: NoteStore
  @State private var isComposing = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        SearchField(store: store)
        List {
          ForEach(store.sortedNotes) { note in
            NavigationLink(value: note.id) {
              NoteRow(note: note)
            }
          }
        }
      }
      .navigationTitle("Notes")
      .navigationDestination(for: Note.ID.self) { id in
        NoteDetailView(noteID: id)
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("New Note") { isComposing = true }
        }
      }
      .sheet(isPresented: $isComposing) {
        ComposeView()
      }
    }
  }
}

#Preview {
  NoteListView()
    .environmentObject(NoteStore())
}
