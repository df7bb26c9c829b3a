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
      try? await ViewHostClock().sleep(for: .seconds(3600))
      if Task.isCancelled { log.events.append("cancelled \(searched)") }
    }
  }
}

@MainActor
@Suite("Tasks: started after insertion, restarted when their id changes")
struct TaskModifierTests {
  @Test func theTaskRunsOnTheMainActorAndSetsState() async {
    let log = SearchLog()
    let host = ViewHost(SearchScreen(log: log))
    await host.run()
    #expect(host.snapshot().first("Text")?.text == "results for a")
    #expect(log.events == ["start a"])
    host.setEnvironment(\.colorScheme, .dark)
    await host.run()
    #expect(log.events == ["start a"])
  }

  @Test func aChangedIdCancelsTheRunningTaskAndStartsANewOne() async throws {
    for _ in 0..<100 {
      let log = SearchLog()
      let host = ViewHost(SearchScreen(log: log))
      await host.run()
      try host.tap("Next")
      await host.run()
      // The update cancels the old task before it starts the new one, and the host runs its
      // tasks' work in the order it was queued.
      #expect(log.events == ["start a", "cancelled a", "start ab"])
      #expect(host.snapshot().first("Text")?.text == "results for ab")
      #expect(host.runningTaskCount == 1)
    }
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
    await host.run()
    #expect(log.events == ["start"])
  }

  @Test func aTaskWithAPriorityRunsWithIt() async {
    struct Prefetch: View {
      let log: SearchLog
      var body: some View {
        Text("Gallery")
          .task(priority: .low) { log.events.append("prefetch at \(Task.currentPriority)") }
      }
    }
    let log = SearchLog()
    let host = ViewHost(Prefetch(log: log))
    await host.run()
    #expect(log.events == ["prefetch at \(TaskPriority.low)"])
  }
}
