import Testing

@testable import ViewModelKit

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
  /// 2,000 levels: about 10,000 nodes, past the 6,553 a host built with ThreadSanitizer reached
  /// before its passes moved to a fresh fiber every 1,024 levels.
  @Test func aViewThousandsOfLevelsDownIsReachedByItsPosition() throws {
    let levels = 2_000
    let log = EventLog()
    let host = ViewHost(Reply(depth: levels, log: log))
    try host.find(Reply.self, at: levels - 10).tap("Like", at: 0)
    try host.find(Reply.self, at: levels - 1).find(Reply.self).tap("Like")
    #expect(log.entries == ["10", "0"])
  }
}
