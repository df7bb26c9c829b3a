import Synchronization
import Testing
import ViewModelKit

// A closed window: when a host closes (or is released), every view disappears, tasks are
// cancelled and nothing the views held stays alive.

private final class Events: Sendable {
  private let entries = Mutex<[String]>([])
  /// A stream that never ends: a task waiting on it runs until it is cancelled.
  let (updates, continuation) = AsyncStream<Int>.makeStream()

  var all: [String] { entries.withLock { $0 } }

  func append(_ entry: String) { entries.withLock { $0.append(entry) } }
}

private final class PlayerModel: ObservableObject {
  @Published var isPlaying = false
}

private struct Player: View {
  @StateObject private var model = PlayerModel()
  let events: Events
  let made: (PlayerModel) -> Void

  var body: some View {
    VStack {
      Text(model.isPlaying ? "Playing" : "Paused")
        .onAppear { events.append("appear Text") }
        .onDisappear { events.append("disappear Text") }
    }
    .onAppear {
      made(model)
      events.append("appear VStack")
    }
    .onDisappear { events.append("disappear VStack") }
    .task {
      await withTaskCancellationHandler {
        for await _ in events.updates {}
      } onCancel: {
        events.append("task cancelled")
      }
    }
  }
}

private struct PlayerScreen: View {
  @StateObject private var model = PlayerModel()
  let made: (PlayerModel) -> Void

  var body: some View {
    Text(model.isPlaying ? "Playing" : "Paused")
      .onAppear { made(model) }
  }
}

private struct Panel: View {
  @State private var isShown = true
  let events: Events

  var body: some View {
    VStack {
      Button("Toggle") { isShown.toggle() }
      if isShown {
        VStack {
          Text("A").onDisappear { events.append("A disappear") }
        }
        .onAppear { events.append("Stack appear") }
        .onDisappear { events.append("Stack disappear") }
      }
    }
  }
}

@MainActor
@Suite("Closing a host")
struct HostCloseTests {
  @Test func closingRunsEveryOnDisappearDeepestFirstAndCancelsTasks() async {
    let events = Events()
    let host = ViewHost(Player(events: events, made: { _ in }))
    await host.run()
    #expect(events.all == ["appear Text", "appear VStack"])
    #expect(host.runningTasks == ["Player.task"])
    host.close()
    #expect(host.isClosed)
    #expect(
      events.all == [
        "appear Text", "appear VStack", "disappear Text", "disappear VStack", "task cancelled",
      ]
    )
    host.close()
    #expect(events.all.count == 5)
  }

  @Test func aClosedHostShowsNothingAndHoldsNothing() {
    weak var model: PlayerModel?
    let host = ViewHost(PlayerScreen(made: { model = $0 }))
    #expect(model != nil)
    #expect(host.snapshot().all("Text").map(\.text) == ["Paused"])
    host.close()
    #expect(model == nil)
    #expect(host.snapshot().all("Text").isEmpty)
    host.flush()
    host.advance(frames: 10)
    #expect(host.snapshot().all("Text").isEmpty)
  }

  @Test func releasingAHostClosesIt() async {
    let events = Events()
    do {
      let host = ViewHost(Player(events: events, made: { _ in }))
      await host.run()
    }
    #expect(
      events.all == [
        "appear Text", "appear VStack", "disappear Text", "disappear VStack", "task cancelled",
      ]
    )
  }

  @Test func eachOnDisappearRunsOnce() {
    let events = Events()
    let host = ViewHost(Panel(events: events))
    host.close()
    #expect(events.all == ["Stack appear", "A disappear", "Stack disappear"])
  }
}
