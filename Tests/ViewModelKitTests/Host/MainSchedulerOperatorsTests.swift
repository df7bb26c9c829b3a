import Testing
import ViewModelKit

// `delay` and `throttle` on the main queue and `RunLoop.main`, and `Task.sleep(for:clock:)` on
// the host's clock: view models written for Combine and Swift concurrency move when the test
// advances the host, with no opt-in.

private final class ToastViewModel: ObservableObject {
  @Published private(set) var toast = ""
  @Published private(set) var saves = 0
  private let saved = PassthroughSubject<String, Never>()
  private let edits = PassthroughSubject<Int, Never>()
  private var cancellables: Set<AnyCancellable> = []

  init() {
    saved
      .delay(for: .seconds(1), scheduler: RunLoop.main)
      .sink { [weak self] in self?.toast = $0 }
      .store(in: &cancellables)
    edits
      .throttle(for: .milliseconds(500), scheduler: DispatchQueue.main, latest: true)
      .sink { [weak self] in self?.saves = $0 }
      .store(in: &cancellables)
  }

  func save() { saved.send("Saved") }
  func edit(_ revision: Int) { edits.send(revision) }
}

private struct ToastView: View {
  @ObservedObject var model: ToastViewModel
  @State private var revision = 0

  var body: some View {
    VStack {
      Text(model.toast.isEmpty ? "—" : model.toast)
      Text("Saved revision \(model.saves)")
      Button("Save") { model.save() }
      Button("Edit") {
        revision += 1
        model.edit(revision)
      }
    }
  }
}

/// A screen that polls on the clock it is given, as a view written for testability does.
private struct PollingView<C: Clock<Duration>>: View {
  let clock: C
  @State private var polls = 0

  var body: some View {
    Text("Polled \(polls) times")
      .task {
        while !Task.isCancelled {
          do { try await Task.sleep(for: .seconds(2), clock: clock) } catch {
            return
          }
          polls += 1
        }
      }
  }
}

@MainActor
@Suite("Main-scheduler operators and Task.sleep on the host's clock")
struct MainSchedulerOperatorsTests {
  @Test func aDelayOnTheMainRunLoopArrivesAfterItsInterval() throws {
    let host = ViewHost(ToastView(model: ToastViewModel()))
    try host.tap("Save")
    host.advance(by: 0.5)
    #expect(host.snapshot().first("Text")?.text == "—")
    host.advance(by: 0.5)
    #expect(host.snapshot().first("Text")?.text == "Saved")
  }

  @Test func aThrottleOnTheMainQueuePublishesTheFirstThenTheLatestPerInterval() throws {
    let host = ViewHost(ToastView(model: ToastViewModel()))
    try host.tap("Edit")
    #expect(host.snapshot().all("Text")[1].text == "Saved revision 1")
    try host.tap("Edit")
    host.advance(by: 0.1)
    try host.tap("Edit")
    host.advance(by: 0.3)
    #expect(host.snapshot().all("Text")[1].text == "Saved revision 1")
    host.advance(by: 0.1)
    #expect(host.snapshot().all("Text")[1].text == "Saved revision 3")
  }

  @Test func taskSleepOnTheHostsClockWakesWhenTheHostAdvances() async {
    let host = ViewHost(PollingView(clock: ViewHostClock()))
    await host.run(for: 1.9)
    #expect(host.snapshot().first("Text")?.text == "Polled 0 times")
    await host.run(for: 0.1)
    #expect(host.snapshot().first("Text")?.text == "Polled 1 times")
    await host.run(for: 4)
    #expect(host.snapshot().first("Text")?.text == "Polled 3 times")
  }

  @Test func aDelayIsTheSameOnEveryRun() throws {
    for _ in 0..<100 {
      let host = ViewHost(ToastView(model: ToastViewModel()))
      try host.tap("Save")
      host.advance(frames: 59)
      #expect(host.snapshot().first("Text")?.text == "—")
      host.advance(frames: 1)
      #expect(host.snapshot().first("Text")?.text == "Saved")
    }
  }
}

@MainActor
@Suite struct TimerOutsideAHostTests {
  @Test func aTimerDoesNotFireWhenItConnects() {
    var ticks = 0
    let subscription = Timer.publish(every: 60, on: .main, in: .common)
      .autoconnect()
      .sink { _ in ticks += 1 }
    // One pass of the run loop handles whatever is due now: a timer firing at connect would be.
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
    #expect(ticks == 0)
    subscription.cancel()
  }
}
