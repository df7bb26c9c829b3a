import Foundation

/// Filters the notes as the user types, once typing pauses for 0.3 seconds.
final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var matches: [Note] = []

  private var cancellables = Set<AnyCancellable>()

  init(store: NoteStore) {
    $query
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .removeDuplicates()
      .combineLatest(store.$notes)
      .map { query, notes in
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        return notes.filter { $0.title.localizedCaseInsensitiveContains(trimmed) }
      }
      .sink { [weak self] matches in self?.matches = matches }
      .store(in: &cancellables)
  }
}
