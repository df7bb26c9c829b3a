import Dispatch
import Foundation
import Testing
import ViewModelKit

private final class WidthModel: ObservableObject {
  enum Event { case expand, collapse }

  @Published var width: CGFloat = .infinity
  let events = EventChannel<Event>(name: "WidthModel.events")
  let subject = PassthroughSubject<Void, Never>()

  func apply(_ event: Event) {
    width = event == .collapse ? 200 : .infinity
  }
}

/// The channel's events, after a hop to the main queue.
private struct ChannelOnMainView: View {
  @ObservedObject var model: WidthModel

  var body: some View {
    Rectangle()
      .frame(maxWidth: model.width, maxHeight: 100)
      .onEvent(model.events.receive(on: DispatchQueue.main)) { model.apply($0) }
  }
}

/// The seed's form: a subject, received on the main queue, and the state change made plainly.
private struct SubjectOnMainView: View {
  @ObservedObject var model: WidthModel

  var body: some View {
    Rectangle()
      .frame(maxWidth: model.width, maxHeight: 100)
      .onReceive(model.subject.receive(on: DispatchQueue.main)) { model.width = 200 }
  }
}

/// A background queue of the test's own.
///
/// A serial queue gets a thread of its own, so the work sent to it runs even while other tests
/// keep the global queues' few threads busy.
private let background = DispatchQueue(label: "TransactionHopTests.background")

/// Flushes the host while the main queue runs, until `condition` holds or this loop has had
/// 60,000 turns of at least 2 ms (two minutes at the least; nothing is timed).
///
/// The bound counts the loop's own turns, not the wall clock: on a loaded machine another
/// main-actor test (the 10,000-level tree under a sanitizer) can hold the main actor for minutes,
/// and the background queue's block then reaches the main queue only after it.
@MainActor
private func waitUntil<Root: View>(
  _ host: ViewHost<Root>,
  _ condition: () -> Bool
) async -> Bool {
  for _ in 0..<60_000 {
    host.flush()
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(2))
  }
  host.flush()
  return condition()
}

// Serialized: recorders that include events from other threads see every such event.
@MainActor
@Suite("Transactions across DispatchQueue hops", .serialized)
struct DispatchQueueHopTests {
  @Test func aChannelEventFromABackgroundQueueAnimatesOnTheMainQueue() async throws {
    let model = WidthModel()
    let recorder = FlowRecorder(
      ViewHost(ChannelOnMainView(model: model)),
      includingEventsFromOtherThreads: true
    )
    let channel = model.events
    background.async {
      channel.send(.collapse, animation: .easeOut(duration: 0.2))
    }
    let updated = await waitUntil(recorder.host) {
      recorder.updates.contains { $0.view == "ChannelOnMainView" }
    }
    try #require(updated)
    let easeOut = "BezierAnimation(duration: 0.2, curve: (0.0, 0.0), (0.58, 1.0))"
    #expect(
      recorder.mismatch(
        expected: """
          send WidthModel.events: collapse, animation \(easeOut), from a background thread
          pass 2, animation \(easeOut): width changed → ChannelOnMainView observed
          """
      ) == nil
    )
    #expect(recorder.host.snapshot().first("Rectangle")?.isAnimating == true)
  }

  @Test func theSeedsWithAnimationAroundASendIsLostAcrossTheHop() async throws {
    let model = WidthModel()
    let recorder = FlowRecorder(ViewHost(SubjectOnMainView(model: model)))
    recorder.observe(model.subject, as: "WidthModel.subject")
    let subject = model.subject
    background.async {
      withAnimation(.easeOut(duration: 0.2)) { subject.send() }
    }
    let updated = await waitUntil(recorder.host) {
      recorder.updates.contains { $0.view == "SubjectOnMainView" }
    }
    try #require(updated)
    let easeOut = "BezierAnimation(duration: 0.2, curve: (0.0, 0.0), (0.58, 1.0))"
    // Sent inside withAnimation, received and applied with no animation: SwiftUI's result.
    #expect(
      recorder.mismatch(
        expected: """
          send WidthModel.subject: (), animation \(easeOut), from a background thread
          pass 2, no animation: width changed → SubjectOnMainView observed
          """
      ) == nil
    )
    #expect(recorder.host.snapshot().first("Rectangle")?.isAnimating == false)
    #expect(recorder.host.snapshot().first("Rectangle")?.frame.width == 200)
  }
}
