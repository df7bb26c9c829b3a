import Foundation

struct Note: Identifiable, Hashable, Codable {
  var id = UUID()
  var title: String
  var text: String
  var isPinned = false
}

extension Note {
  /// The notes a new user starts with, shipped in the app as `SampleNotes.json`.
  static let samples: [Note] = {
    guard let url = Bundle.main.url(forResource: "SampleNotes", withExtension: "json"),
      let data = try? Data(contentsOf: url),
      let notes = try? JSONDecoder().decode([Note].self, from: data)
    else { return [] }
    return notes
  }()
}
