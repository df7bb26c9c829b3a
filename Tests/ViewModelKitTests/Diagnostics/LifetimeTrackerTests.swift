import Testing
import ViewModelKit

private final class TimerModel: ObservableObject {
  @Published var seconds = 0
  var onTick: (() -> Void)?
}

@Observable
private final class Draft {
  var text = ""
}

private struct TimerScreen: View {
  @StateObject private var model = TimerModel()
  @State private var draft = Draft()
  @State private var isRunning = false

  var body: some View {
    VStack {
      Text("\(model.seconds) s")
      Text(draft.text)
      Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
    }
  }
}

/// A screen whose view model keeps a closure that holds the model itself: a retain cycle.
private struct LeakyScreen: View {
  @StateObject private var model = TimerModel()
  /// Where the test finds the model, to break the cycle once the tracker has reported it.
  let leaked: LeakedModels

  var body: some View {
    let model = model
    model.onTick = { model.seconds += 1 }
    leaked.models.append(model)
    return Text("\(model.seconds) s")
  }
}

/// The models a ``LeakyScreen`` made.
@MainActor
private final class LeakedModels {
  var models: [TimerModel] = []
}

/// A screen whose task waits on real time, far longer than any test.
private struct PollingScreen: View {
  @State private var polls = 0

  var body: some View {
    Text("Polled \(polls) times")
      .task {
        try? await Task.sleep(for: .seconds(3600))
        polls += 1
      }
  }
}

@MainActor
@Suite struct LifetimeTrackerTests {
  @Test func aHostAndWhatItCreatedAreReleasedWithIt() throws {
    let tracker = LifetimeTracker()
    try LifetimeTracker.$current.withValue(tracker) {
      let host = ViewHost(TimerScreen())
      try host.tap("Start")
      #expect(
        Set(tracker.survivors)
          .isSuperset(of: [
            "ViewHost<TimerScreen>", "ViewGraph", "Renderer", "HostRuntime", "node TimerScreen",
            "@StateObject model of TimerScreen", "@State draft of TimerScreen",
            "object in @State draft of TimerScreen", "@State isRunning of TimerScreen",
          ])
      )
    }
    #expect(tracker.survivors == [])
  }

  @Test func aRetainCycleInAViewModelIsReported() {
    let tracker = LifetimeTracker()
    let leaked = LeakedModels()
    LifetimeTracker.$current.withValue(tracker) {
      _ = ViewHost(LeakyScreen(leaked: leaked))
    }
    #expect(tracker.survivors == ["@StateObject model of LeakyScreen"])
    // The test's own cycle ends here, so that the process leaks nothing.
    for model in leaked.models { model.onTick = nil }
    leaked.models = []
    #expect(tracker.survivors == [])
  }

  @Test func aHostMadeWithoutATrackerReportsNothing() {
    let tracker = LifetimeTracker()
    let host = ViewHost(TimerScreen())
    #expect(tracker.trackedCount == 0)
    #expect(host.snapshot().first("Text")?.text == "0 s")
  }

  @Test func aTaskStillWaitingIsCancelledWhenItsHostGoesAway() async {
    let tracker = LifetimeTracker()
    await LifetimeTracker.$current.withValue(tracker) {
      let host = ViewHost(PollingScreen())
      await host.run()
      #expect(host.runningTaskCount == 1)
    }
    // The cancelled sleep wakes on another thread and the task ends on the main queue: wait for
    // it, up to a bound for loaded machines (nothing is timed).
    for _ in 0..<6000 where !tracker.survivors.isEmpty {
      try? await Task.sleep(for: .milliseconds(5))
    }
    #expect(tracker.survivors == [])
  }
}
