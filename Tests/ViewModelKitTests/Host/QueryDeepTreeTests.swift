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
  /// 2,000 levels; 1,500 when built with ThreadSanitizer, where the host builds 6,553 nodes deep
  /// at most (see `DeepStack.maximumDepth`).
  nonisolated static let threadLevels = DeepStack.callDepthLimit == 0 ? 2_000 : 1_500

  @Test(arguments: [threadLevels])
  func aViewThousandsOfLevelsDownIsReachedByItsPosition(levels: Int) throws {
    let log = EventLog()
    let host = ViewHost(Reply(depth: levels, log: log))
    try host.find(Reply.self, at: levels - 10).tap("Like", at: 0)
    try host.find(Reply.self, at: levels - 1).find(Reply.self).tap("Like")
    #expect(log.entries == ["10", "0"])
  }
}
