import Testing
import ViewModelKit

/// A thread of replies, each level a `Reply` with its own "Like" button.
private struct Reply: View {
  let depth: Int
  let log: EventLog

  var body: some View {
    VStack(spacing: 0) {
      Button("Like") { log("\(depth)") }
      if depth > 0 { Reply(depth: depth - 1, log: log) }
    }
  }
}

@MainActor
@Suite("Queries on deep trees")
struct QueryDeepTreeTests {
  @Test func aViewTwoThousandLevelsDownIsReachedByItsPosition() throws {
    let log = EventLog()
    let host = ViewHost(Reply(depth: 2_000, log: log))
    try host.find(Reply.self, at: 1_990).tap("Like", at: 0)
    try host.find(Reply.self, at: 1_999).find(Reply.self).tap("Like")
    #expect(log.entries == ["10", "0"])
  }
}
