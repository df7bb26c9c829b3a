import Foundation
import Testing
import ViewModelKit

private struct Mail: Identifiable {
  let id: Int
  let subject: String
}

/// An inbox whose rows have a trailing Delete (full swipe allowed) and a leading Pin (not).
private struct Inbox: View {
  @State private var mails = [
    Mail(id: 1, subject: "Lunch"), Mail(id: 2, subject: "Invoice"), Mail(id: 3, subject: "Trip"),
  ]
  @State private var pinned: [String] = []

  var body: some View {
    VStack {
      Text("Pinned: \(pinned.joined(separator: ", "))")
      List {
        ForEach(mails) { mail in
          Text(mail.subject)
            .swipeActions {
              Button("Delete", role: .destructive) { mails.removeAll { $0.id == mail.id } }
              Button("Flag") {}
            }
            .swipeActions(edge: .leading, allowsFullSwipe: false) {
              Button("Pin") { pinned.append(mail.subject) }
            }
        }
      }
    }
  }
}

@MainActor
@Suite("Full swipe")
struct FullSwipeTests {
  @Test func aFullSwipeRunsTheFirstActionOfItsEdge() throws {
    let host = ViewHost(Inbox())
    try host.fullSwipe("Invoice")
    #expect(shownTexts(host) == ["Pinned: ", "Lunch", "Trip"])
    // The row closed: no action is left on screen.
    #expect(throws: ViewHostError.self) { try host.tap("Flag") }
  }

  @Test func anEdgeThatDisallowsFullSwipeOnlyRevealsItsActions() throws {
    let host = ViewHost(Inbox())
    #expect(throws: ViewHostError.unavailable(action: "full swipe", label: "Trip", view: "row")) {
      try host.fullSwipe("Trip", edge: .leading)
    }
    try host.swipe("Trip", edge: .leading)
    try host.tap("Pin")
    #expect(shownTexts(host).first == "Pinned: Trip")
  }
}
