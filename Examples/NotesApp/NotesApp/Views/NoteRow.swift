import SwiftUI

struct NoteRow: View {
  let note: Note

  var body: some View {
    HStack {
      Capsule()
        .fill(note.isPinned ? Color(.noteAccent) : .clear)
        .frame(width: 4)
      if note.isPinned {
        Image(systemName: "pin.fill")
          .foregroundStyle(.noteAccent)
      }
      VStack(alignment: .leading) {
        Text(note.title)
          .font(.headline)
        Text(note.text)
          .font(.subheadline)
          .lineLimit(1)
      }
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  @Previewable @State var note = Note(title: "Book club", text: "Chapter 4", isPinned: true)
  NoteRow(note: note)
    .onTapGesture { note.isPinned.toggle() }
}
