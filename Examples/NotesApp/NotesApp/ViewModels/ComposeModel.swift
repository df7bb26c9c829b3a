import Foundation
import Observation

/// The draft of a new note.
@Observable
final class ComposeModel {
  var title = ""
  var text = ""

  var canSave: Bool {
    !title.trimmingCharacters(in: .whitespaces).isEmpty
  }

  func remainingCharacters(limit: Int) -> Int {
    max(0, limit - title.count)
  }
}
