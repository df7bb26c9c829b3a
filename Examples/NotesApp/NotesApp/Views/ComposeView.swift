import SwiftUI

struct ComposeView: View {
  @EnvironmentObject private var store: NoteStore
  @Environment(\.dismiss) private var dismiss
  @State private var draft = ComposeModel()

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $draft.title)
        Text("\(draft.remainingCharacters) characters left")
        TextField("Text", text: $draft.text)
      }
      .navigationTitle("New Note")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            store.add(title: draft.title, text: draft.text)
            dismiss()
          }
          .disabled(!draft.canSave)
        }
      }
    }
  }
}
