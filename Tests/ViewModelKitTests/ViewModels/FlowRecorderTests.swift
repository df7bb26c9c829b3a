import Foundation
import Testing
import ViewModelKit

private final class PingModel: ObservableObject {
  enum Event { case ping }

  @Published var pings = 0
  let events = EventChannel<Event>(name: "PingModel.events")
}

private struct PingView: View {
  @ObservedObject var model: PingModel

  var body: some View {
    VStack {
      Button("Ping") { model.events.send(.ping) }
      Text("Pings \(model.pings)")
        .onEvent(model.events) { _ in model.pings += 1 }
    }
  }
}

@MainActor
@Suite("FlowRecorder")
struct FlowRecorderTests {
  @Test func anEmptyRunHasAnEmptyTranscript() {
    let recorder = FlowRecorder(ViewHost(PingView(model: PingModel())))
    #expect(recorder.transcript == "")
    #expect(recorder.mismatch(expected: "\n   \n") == nil)
    #expect(recorder.events.isEmpty && recorder.updates.isEmpty && recorder.warnings.isEmpty)
  }

  @Test func recordsOnlyWhatHappensAfterItStarts() throws {
    let model = PingModel()
    let host = ViewHost(PingView(model: model))
    try host.tap("Ping")
    let recorder = FlowRecorder(host)
    try host.tap("Ping")
    #expect(
      recorder.mismatch(
        expected: """
          send PingModel.events: ping, no animation
          pass 3, no animation: pings changed → PingView observed
          """
      ) == nil
    )
    #expect(recorder.events.map(\.description) == ["PingModel.events sent ping without animation"])
    #expect(recorder.updates.map(\.view).contains("PingView"))
  }

  @Test func anotherHostsEventsAreNotRecorded() throws {
    let model = PingModel()
    let recorder = FlowRecorder(ViewHost(PingView(model: model)))
    let other = ViewHost(PingView(model: PingModel()))
    try other.tap("Ping")
    #expect(recorder.transcript == "")
  }

  @Test func aMismatchIsALineDiff() throws {
    let recorder = FlowRecorder(ViewHost(PingView(model: PingModel())))
    try recorder.host.tap("Ping")
    let diff = recorder.mismatch(
      expected: """
        send PingModel.events: ping, animation DefaultAnimation()
        pass 2, no animation: pings changed → PingView observed
        """
    )
    #expect(
      diff == """
        Transcript mismatch (- expected, + actual):
        - send PingModel.events: ping, animation DefaultAnimation()
        + send PingModel.events: ping, no animation
          pass 2, no animation: pings changed → PingView observed
        """
    )
  }

  @Test func samplesDescribeNumbersOptionalsAndText() {
    let recorder = FlowRecorder(ViewHost(PingView(model: PingModel())))
    let values = recorder.sample("text", advancingBy: 1.0 / 60) { $0.first("Text")?.text }
    recorder.sample("missing", advancingBy: 0) { $0.first("Circle")?.frame.width }
    recorder.sample("x", advancingBy: 0) { $0.first("Text")?.frame.minX ?? 0 }
    #expect(values == ["Ping", "Ping"])
    #expect(
      recorder.mismatch(
        expected: """
          frame 0 (0.000 s): text Ping
          frame 1 (0.017 s): text Ping
          frame 1 (0.017 s): missing nil
          frame 1 (0.017 s): x 179.0
          """
      ) == nil
    )
  }
}
