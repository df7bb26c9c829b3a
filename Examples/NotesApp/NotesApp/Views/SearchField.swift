import SwiftUI

struct SearchField: View {
  @StateObject private var search: SearchModel

  init(store: NoteStore) {
    _search = StateObject(wrappedValue: SearchModel(store: store))
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      TextField("Search", text: $search.query)
        .textFieldStyle(.roundedBorder)
      if !search.query.isEmpty {
        Text(search.matches.isEmpty ? "No matches" : "\(search.matches.count) found")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
    }
    .padding(.horizontal)
  }
}
