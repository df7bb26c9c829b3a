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

  var remainingCharacters: Int {
    max(0, 40 - title.count)
  }
}
