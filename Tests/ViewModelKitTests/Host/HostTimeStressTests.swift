import Testing
import ViewModelKit

// Async screens run a hundred times each: a search debounced by `.task(id:)` sleeping on the
// host's clock, and a countdown driven by `Timer.publish`; every run gives the same result.

@MainActor
@Observable
private final class QueryModel {
  var query = ""
  var results: [String] = []
  @ObservationIgnored var searches: [String] = []
  @ObservationIgnored let clock: any Clock<Duration> = ViewHostClock()

  func searchAfterPause() async {
    do {
      try await clock.sleep(for: .milliseconds(300))
    } catch {
      return
    }
    guard !query.isEmpty else { return }
    searches.append(query)
    results = [query + " 1", query + " 2"]
  }
}

private struct QueryScreen: View {
  @Bindable var model: QueryModel
  let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
  @State private var ticks = 0

  var body: some View {
    VStack {
      TextField("Query", text: $model.query)
      Text(model.results.joined(separator: ", "))
      Text("ticks \(ticks)")
    }
    .task(id: model.query) { await model.searchAfterPause() }
    .onReceive(timer) { _ in ticks += 1 }
  }
}

@MainActor
@Suite("Host time: async screens give the same result on every run")
struct HostTimeStressTests {
  @Test func aDebouncedSearchAndATimerGiveTheSameResultAHundredTimes() async throws {
    var outcomes: Set<String> = []
    for _ in 0..<100 {
      let model = QueryModel()
      let host = ViewHost(QueryScreen(model: model))
      for (index, query) in ["s", "sw", "swi"].enumerated() {
        try host.type(query, into: "Query")
        await host.run(frames: 6 + index)
      }
      // The last keystroke was at frame 13; its search is due 300 ms later, at frame 31.
      await host.run(frames: 9)
      let early = model.results
      await host.run(frames: 1)
      let texts = host.snapshot().all("Text").compactMap(\.text)
      outcomes.insert("\(early) \(model.searches) \(texts) \(host.time) \(host.updates.count)")
    }
    #expect(outcomes.count == 1)
    #expect(
      outcomes.first?.hasPrefix("[] [\"swi\"] [\"Query\", \"swi 1, swi 2\", \"ticks 1\"]") == true
    )
  }
}
