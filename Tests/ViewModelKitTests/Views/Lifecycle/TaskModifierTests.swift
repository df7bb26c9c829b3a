import Testing
import ViewModelKit

// `.task` and `.task(id:)` as search screens use them: the work runs on the main actor, sets
// state directly, and restarts (the old task cancelled) when the id changes.

@MainActor
private final class SearchLog {
  var events: [String] = []
}

private struct SearchScreen: View {
  let log: SearchLog
  @State private var query = "a"
  @State private var results = "none"

  var body: some View {
    VStack {
      Text(results)
      Button("Next") { query += "b" }
    }
    .task(id: query) {
      let searched = query
      log.events.append("start \(searched)")
      results = "results for \(searched)"
      // Waits for a reply that never comes; only a cancellation ends the wait.
      try? await Task.sleep(for: .seconds(3600))
      if Task.isCancelled { log.events.append("cancelled \(searched)") }
    }
  }
}

@MainActor
@Suite("Tasks: started after insertion, restarted when their id changes")
struct TaskModifierTests {
  /// Lets the main actor run the work that is waiting for it.
  private func runMainActorWork() async {
    for _ in 0..<10 { await Task.yield() }
  }

  /// Lets the main actor run work until `condition` holds (a cancelled sleep resumes its task from
  /// another thread), yielding a bounded number of times.
  private func runMainActorWork(until condition: () -> Bool) async {
    for _ in 0..<100_000 where !condition() { await Task.yield() }
  }

  @Test func theTaskRunsOnTheMainActorAndSetsState() async {
    let log = SearchLog()
    let host = ViewHost(SearchScreen(log: log))
    await runMainActorWork()
    host.flush()
    #expect(host.snapshot().first("Text")?.text == "results for a")
    #expect(log.events == ["start a"])
    host.setEnvironment(\.colorScheme, .dark)
    await runMainActorWork()
    #expect(log.events == ["start a"])
  }

  @Test func aChangedIdCancelsTheRunningTaskAndStartsANewOne() async throws {
    let log = SearchLog()
    let host = ViewHost(SearchScreen(log: log))
    await runMainActorWork()
    try host.tap("Next")
    await runMainActorWork { log.events.count == 3 }
    host.flush()
    // The cancelled task's wake-up and the new task's start are both main-actor work queued by
    // the same update; their order is the executor's.
    #expect(log.events.first == "start a")
    #expect(Set(log.events) == ["start a", "cancelled a", "start ab"])
    #expect(log.events.count == 3)
    #expect(host.snapshot().first("Text")?.text == "results for ab")
  }

  @Test func anUnchangedIdKeepsTheTask() async throws {
    struct Counter: View {
      let log: SearchLog
      @State private var taps = 0
      var body: some View {
        Button("Tap \(taps)") { taps += 1 }
          .task(id: "fixed") { log.events.append("start") }
      }
    }
    let log = SearchLog()
    let host = ViewHost(Counter(log: log))
    try host.tap("Tap 0")
    try host.tap("Tap 1")
    await runMainActorWork()
    #expect(log.events == ["start"])
  }
}
