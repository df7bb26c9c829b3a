import Foundation

struct Note: Identifiable, Hashable, Codable {
  var id = UUID()
  var title: String
  var text: String
  var isPinned = false
}

extension Note {
  static let samples: [Note] = [
    Note(title: "Groceries", text: "Milk, eggs, bread"),
    Note(title: "Book club", text: "Finish chapter 4 before Thursday", isPinned: true),
    Note(title: "Ideas", text: "A garden planner"),
  ]
}
