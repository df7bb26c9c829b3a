import Signals
import Testing

@Suite("print and handleEvents pass early events on, as Combine's do", .endsSubscriptions)
struct EventTapOrderTests {
  @Test func handleEventsForwardsAValueBeforeTheSubscription() {
    let upstream = LatePublisher<Int, Never>()
    let log = Locked<[String]>([])
    let recorder = RecordingSubscriber<Int, Never>(demandPerValue: .max(2))
    upstream.handleEvents(receiveOutput: { value in log.withLock { $0.append("output \(value)") } })
      .subscribe(recorder)

    #expect(upstream.send(5) == .max(2))
    #expect(log.withLock { $0 } == ["output 5"])
    recorder.expectEvents([.value(5)])
  }

  @Test func handleEventsRunsTheCancelHookButIgnoresACancelBeforeTheSubscription() throws {
    let upstream = LatePublisher<Int, Never>()
    let log = Locked<[String]>([])
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.handleEvents(
      receiveSubscription: { _ in log.withLock { $0.append("subscription") } },
      receiveCancel: { log.withLock { $0.append("cancel") } }
    )
    .subscribe(recorder)
    try #require(upstream.subscriberAsSubscription).cancel()

    #expect(upstream.subscribe().events == [])
    #expect(log.withLock { $0 } == ["cancel", "subscription"])
    recorder.expectEvents([.subscription])
  }

  @Test func printForwardsACompletionBeforeTheSubscription() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.print("early", to: DiscardingStream()).subscribe(recorder)
    upstream.send(completion: .finished)
    recorder.expectEvents([.completion(.finished)])
  }
}

/// A stream that drops what it is given.
private struct DiscardingStream: TextOutputStream {
  mutating func write(_ string: String) {}
}
