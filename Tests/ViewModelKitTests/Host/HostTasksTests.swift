import Testing
import ViewModelKit

// An `@Observable` view model that loads on appear through an async service, tested step by
// step on the host's virtual time: the `.task` starts, the service suspends for a second, the
// reply arrives at frame 60 and is inserted with an animation.

/// A stub service whose reply comes after a suspension of one second on the clock it is given.
private struct StubCatalogService: Sendable {
  let clock: any Clock<Duration>

  func fetchItems() async throws -> [String] {
    try await clock.sleep(for: .seconds(1))
    return ["Apples", "Pears"]
  }
}

@MainActor
@Observable
private final class CatalogModel {
  var items: [String] = []
  var isLoading = false
  @ObservationIgnored var log: [String] = []
  @ObservationIgnored let service: StubCatalogService

  init(clock: any Clock<Duration> = ViewHostClock()) {
    service = StubCatalogService(clock: clock)
  }

  func load() async {
    isLoading = true
    log.append("requested")
    do {
      let items = try await service.fetchItems()
      log.append("received \(items.count)")
      withAnimation(.easeInOut(duration: 0.5)) { self.items = items }
    } catch {
      log.append("cancelled")
    }
    isLoading = false
  }
}

private struct CatalogScreen: View {
  let model: CatalogModel

  var body: some View {
    VStack {
      if model.isLoading { Text("Loading…") }
      ForEach(model.items, id: \.self) { Text($0) }
    }
    .task { await model.load() }
  }
}

@MainActor
private final class StopFlag {
  var isSet = false
}

@MainActor
@Suite("Host tasks: async work run to quiescence on the host's time")
struct HostTasksTests {
  @Test func aLoadOnAppearIsTestableStepByStep() async {
    let model = CatalogModel()
    let host = ViewHost(CatalogScreen(model: model))
    #expect(model.log.isEmpty)
    await host.run()
    #expect(model.log == ["requested"])
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["Loading…"])
    #expect(host.runningTaskCount == 1)
    await host.run(frames: 59)
    #expect(model.log == ["requested"])
    await host.run(frames: 1)
    #expect(host.time == 1)
    #expect(model.log == ["requested", "received 2"])
    // "Loading…" leaves with its removal transition while the rows come in.
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["Loading…", "Apples", "Pears"])
    #expect(host.runningTaskCount == 0)
    let animated = host.updates.filter { $0.transaction.animation == .easeInOut(duration: 0.5) }
    #expect(animated.map(\.view).first == "CatalogScreen")
    #expect(host.isAnimating)
    try? host.settle()
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["Apples", "Pears"])
  }

  @Test func theHostClockReadsTheHostsTime() async {
    let host = ViewHost(Text("Hi"))
    #expect(host.clock.now == ViewHostClock.Instant(offset: .zero))
    await host.run(for: 0.5)
    #expect(host.clock.now == ViewHostClock.Instant(offset: .milliseconds(500)))
    host.advance(frames: 3)
    #expect(host.clock.now == ViewHostClock.Instant(offset: .milliseconds(550)))
  }

  @Test func removingTheViewCancelsTheSleepingTask() async throws {
    struct Screen: View {
      let model: CatalogModel
      @State private var showsCatalog = true
      var body: some View {
        VStack {
          Button("Close") { showsCatalog = false }
          if showsCatalog { CatalogScreen(model: model) }
        }
      }
    }
    let model = CatalogModel()
    let host = ViewHost(Screen(model: model))
    await host.run(for: 0.5)
    try host.tap("Close")
    await host.run()
    #expect(model.log == ["requested", "cancelled"])
    #expect(host.runningTaskCount == 0)
  }

  @Test func releasingTheHostEndsTheSleepsOnItsClock() async {
    let model = CatalogModel()
    var host: ViewHost<CatalogScreen>? = ViewHost(CatalogScreen(model: model))
    await host?.run(for: 0.5)
    weak let released = host
    host = nil
    #expect(released == nil)
    // No host runs the main actor any more; a bounded number of yields lets the task finish.
    for _ in 0..<1_000 where model.log.count < 2 { await Task.yield() }
    #expect(model.log == ["requested", "cancelled"])
  }

  @Test func runUntilSettledWaitsForTheTasksAndTheirAnimations() async throws {
    let model = CatalogModel()
    let host = ViewHost(CatalogScreen(model: model))
    try await host.runUntilSettled()
    // The reply came at frame 60; its 0.5 s animation is seen finished at frame 91.
    #expect(host.time == 91.0 / 60)
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["Apples", "Pears"])
  }

  @Test func aTaskThatNeverFinishesIsAnErrorOfRunUntilSettled() async {
    struct Listener: View {
      let stream: AsyncStream<Int>
      var body: some View {
        Text("Listening").task { for await _ in stream {} }
      }
    }
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let host = ViewHost(Listener(stream: stream))
    let error = ViewHostError.tasksNeverFinish(after: 1, running: ["Listener.task"])
    await #expect(throws: error) {
      try await host.runUntilSettled(limit: 1)
    }
    #expect(
      error.description
        == "Tasks started by views were still running after 1.0 seconds of virtual time: "
        + "Listener.task. A loop over events that nobody ends, or a wait that nothing resumes, "
        + "never finishes."
    )
    #expect(host.time == 1)
    continuation.finish()
    await host.run()
    #expect(host.runningTaskCount == 0)
    #expect(host.runningTasks.isEmpty)
  }

  @Test func runningTasksNameTheirViewsAndIdsInTheOrderTheyStarted() async {
    struct Feed: View {
      let stream: AsyncStream<Int>
      var body: some View {
        Text("Feed").task { for await _ in stream {} }
      }
    }
    struct Search: View {
      let stream: AsyncStream<Int>
      @State var query = "swi"
      var body: some View {
        VStack {
          Feed(stream: stream)
          Text(query).task(id: query) { for await _ in stream {} }
        }
      }
    }
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let host = ViewHost(Search(stream: stream))
    await host.run()
    #expect(host.runningTasks == ["Feed.task", "Search.task(id: swi)"])
    continuation.finish()
    await host.run()
    #expect(host.runningTasks == [])
  }

  @Test func aTaskThatNeverWaitsIsAWarningAndRunReturns() async {
    struct Spinner: View {
      let stop: StopFlag
      var body: some View {
        Text("Busy")
          .task {
            while !stop.isSet { await Task.yield() }
          }
      }
    }
    let stop = StopFlag()
    let host = ViewHost(Spinner(stop: stop))
    await host.run()
    stop.isSet = true
    await host.run()
    #expect(host.runningTaskCount == 0)
    #expect(
      host.warnings.contains {
        $0.hasPrefix("Task work was still running after 10000 yields of the main actor")
      }
    )
  }

  @Test func aTaskWaitingForeverLeavesRunAtOnce() async {
    struct Waiter: View {
      let stream: AsyncStream<Int>
      var body: some View {
        Text("Waiting").task { for await _ in stream {} }
      }
    }
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let host = ViewHost(Waiter(stream: stream))
    await host.run()
    #expect(host.runningTaskCount == 1)
    continuation.finish()
    await host.run()
    #expect(host.runningTaskCount == 0)
  }

  @Test func movingTimeBackwardsIsAWarning() async {
    let host = ViewHost(Text("Hi"))
    host.advance(by: -1)
    host.advance(frames: -2)
    await host.run(for: -.infinity)
    #expect(host.time == 0)
    #expect(
      host.warnings == [
        "advance(by: -1.0): the host's time moves only forward, by a finite amount (it is 0.0 s); "
          + "nothing was advanced.",
        "advance(frames: -2): the host's time moves only forward, by a finite amount (it is 0.0 s); "
          + "nothing was advanced.",
        "run(for: -inf): the host's time moves only forward, by a finite amount (it is 0.0 s); "
          + "nothing was advanced.",
      ]
    )
  }

  /// The same steps, a hundred times, give the same log and the same frames.
  @Test func loadingIsTheSameOnEveryRun() async {
    var outcomes: Set<String> = []
    for _ in 0..<100 {
      let model = CatalogModel()
      let host = ViewHost(CatalogScreen(model: model))
      await host.run(frames: 59)
      let before = host.snapshot().all("Text").compactMap(\.text)
      await host.run(frames: 1)
      let after = host.snapshot().all("Text").compactMap(\.text)
      outcomes.insert("\(model.log) \(before) \(after) \(host.updates.count)")
    }
    #expect(outcomes.count == 1)
    #expect(outcomes.first?.hasPrefix("[\"requested\", \"received 2\"] [\"Loading…\"]") == true)
  }
}
