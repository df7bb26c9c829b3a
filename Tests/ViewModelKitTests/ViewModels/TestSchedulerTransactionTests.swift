import Foundation
import Testing
import ViewModelKit

private final class SearchModel: ObservableObject {
  enum Event { case expand, collapse }

  @Published var width: CGFloat = .infinity
  let events = EventChannel<Event>(name: "SearchModel.events")
  let other = EventChannel<Event>(name: "SearchModel.other")
  let subject = PassthroughSubject<Event, Never>()

  func apply(_ event: Event) {
    width = event == .collapse ? 200 : .infinity
  }
}

/// A view that applies the events `pipeline` makes of its model.
private struct PipelineView<P: Publisher>: View
where P.Output == SearchModel.Event, P.Failure == Never {
  @ObservedObject var model: SearchModel
  let pipeline: P

  var body: some View {
    Rectangle()
      .frame(maxWidth: model.width, maxHeight: 100)
      .onEvent(pipeline) { model.apply($0) }
  }
}

@MainActor
private func recorder<P: Publisher>(
  _ model: SearchModel,
  _ pipeline: P
) -> FlowRecorder<PipelineView<P>> where P.Output == SearchModel.Event, P.Failure == Never {
  FlowRecorder(ViewHost(PipelineView(model: model, pipeline: pipeline)))
}

private let easeOut = "BezierAnimation(duration: 0.2, curve: (0.0, 0.0), (0.58, 1.0))"
private let linear = "BezierAnimation(duration: 0.1, curve: (0.0, 0.0), (1.0, 1.0))"

@MainActor
@Suite("Transactions on a TestScheduler driven by the host")
struct TestSchedulerTransactionTests {
  @Test func aDebouncedEventAndItsAnimationMoveTogetherWithTheHost() {
    let model = SearchModel()
    let scheduler = TestScheduler()
    let recorder = recorder(
      model,
      model.events.debounce(for: .milliseconds(300), scheduler: scheduler)
    )
    recorder.host.drive(scheduler)
    recorder.run { model.events.send(.collapse, animation: .easeOut(duration: 0.2)) }
    recorder.host.advance(frames: 16)
    recorder.sample("width", advancingBy: 4.0 / 60) { $0.first("Rectangle")?.frame.width }
    recorder.host.advance(frames: 9)
    recorder.sample("width", advancingBy: 2.0 / 60) { $0.first("Rectangle")?.frame.width }
    // The debounce fires at 0.300 s (frame 18), between the samples of frames 17 and 18, and its
    // update carries the event's animation.
    let lines = recorder.transcript.split(separator: "\n").map(String.init)
    #expect(lines[3] == "pass 2, animation \(easeOut): width changed → PipelineView observed")
    #expect(lines[2].hasPrefix("frame 17 (0.283 s)") && lines[4].hasPrefix("frame 18 (0.300 s)"))
    // The animation should start when the debounce fires, at 0.300 s, and end 0.2 s later at
    // frame 30. The host renders the changes a driven scheduler's work makes before it moves its
    // animation clock to the new frame, so the animation starts at frame 17's time and ends at
    // frame 29 (see ViewHost.advance(frames:)).
    #expect(
      recorder.mismatch(
        expected: """
          send SearchModel.events: collapse, animation \(easeOut)
          frame 16 (0.267 s): width 390.0
          frame 17 (0.283 s): width 390.0
          pass 2, animation \(easeOut): width changed → PipelineView observed
          frame 18 (0.300 s): width 390.0
          frame 19 (0.317 s): width 364.4
          frame 20 (0.333 s): width 340.5
          frame 29 (0.483 s): width 202.3
          frame 30 (0.500 s): width 200.0
          frame 31 (0.517 s): width 200.0
          """
      ) == nil
    )
  }

  @Test func publisherAnimationAnimatesAPlainSubjectAfterAHop() {
    let mismatch = collapseThroughHop { model, scheduler in
      model.subject.animation(.linear(duration: 0.1)).receive(on: scheduler)
    }
    #expect(mismatch == nil)
  }

  @Test func schedulerAnimationAnimatesWhatItDelivers() {
    let mismatch = collapseThroughHop { model, scheduler in
      model.subject.receive(on: scheduler.animation(.linear(duration: 0.1)))
    }
    #expect(mismatch == nil)
  }

  /// Sends `.collapse` on the plain subject, lets the pipeline hop through a test scheduler, and
  /// compares the recorded flow with a linear 0.1 s animation of the width.
  private func collapseThroughHop<P: Publisher>(
    _ makePipeline: (SearchModel, TestScheduler) -> P
  ) -> String? where P.Output == SearchModel.Event, P.Failure == Never {
    let model = SearchModel()
    let scheduler = TestScheduler()
    let recorder = recorder(model, makePipeline(model, scheduler))
    recorder.observe(model.subject, as: "SearchModel.subject")
    recorder.run {
      model.subject.send(.collapse)
      scheduler.advance()
    }
    recorder.sample("width", advancingBy: 2.0 / 60) { $0.first("Rectangle")?.frame.width }
    return recorder.mismatch(
      expected: """
        send SearchModel.subject: collapse, no animation
        pass 2, animation \(linear): width changed → PipelineView observed
        frame 0 (0.000 s): width 390.0
        frame 1 (0.017 s): width 358.3
        frame 2 (0.033 s): width 326.7
        """
    )
  }

  @Test func combineLatestEmitsInTheTransactionOfTheLatestValue() {
    let model = SearchModel()
    let recorder = recorder(
      model,
      model.events.combineLatest(model.other).map { $0.1 == .collapse ? $0.1 : $0.0 }
    )
    recorder.run {
      model.events.send(.expand, animation: .easeOut(duration: 0.2))
      model.other.send(.collapse, animation: .linear(duration: 0.1))
    }
    // The update runs in the transaction of the value that triggered the emission: the latest.
    #expect(
      recorder.mismatch(
        expected: """
          send SearchModel.events: expand, animation \(easeOut)
          send SearchModel.other: collapse, animation \(linear)
          pass 2, animation \(linear): width changed → PipelineView observed
          """
      ) == nil
    )
  }

  @Test func debounceEmitsInTheTransactionOfTheLatestValue() {
    let model = SearchModel()
    let scheduler = TestScheduler()
    let recorder = recorder(
      model,
      model.events.debounce(for: .milliseconds(100), scheduler: scheduler)
    )
    recorder.host.drive(scheduler)
    recorder.run {
      model.events.send(.expand, animation: .easeOut(duration: 0.2))
      model.events.send(.collapse)
    }
    recorder.host.advance(by: 0.2)
    // The animated event was replaced by a plain one: the update does not animate.
    #expect(
      recorder.mismatch(
        expected: """
          send SearchModel.events: expand, animation \(easeOut)
          send SearchModel.events: collapse, no animation
          pass 2, no animation: width changed → PipelineView observed
          """
      ) == nil
    )
    #expect(recorder.host.snapshot().first("Rectangle")?.frame.width == 200)
  }
}
