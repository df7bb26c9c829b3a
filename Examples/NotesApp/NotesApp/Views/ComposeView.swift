import SwiftUI

struct ComposeView: View {
  @EnvironmentObject private var store: NoteStore
  @Environment(\.dismiss) private var dismiss
  @Environment(\.titleLimit) private var titleLimit
  @State private var draft = ComposeModel()

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Title", text: $draft.title)
          Text("\(draft.remainingCharacters(limit: titleLimit)) characters left")
          TextField("Text", text: $draft.text)
        } header: {
          Image(.quill)
            .foregroundStyle(.noteAccent)
        }
      }
      .navigationTitle("New Note")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            store.add(title: draft.title, text: draft.text)
            Haptics.saved()
            dismiss()
          }
          .disabled(!draft.canSave)
        }
      }
    }
  }
}

#Preview("Compose") {
  ComposeView()
    .environmentObject(NoteStore(notes: []))
}

#Preview("Short titles") {
  ComposeView()
    .environmentObject(NoteStore(notes: []))
    .environment(\.titleLimit, 10)
}
