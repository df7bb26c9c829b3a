import Signals
import Testing

@Suite("receive(on:) and delay after the upstream's completion", .endsSubscriptions)
struct TimingRelayTests {
  @Test func receiveOnPassesADelayedValuesDemandToACompletedUpstream() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(demandPerValue: .max(418))

    upstream.receive(on: scheduler).subscribe(recorder)
    upstream.send(1000)
    upstream.send(completion: .finished)
    #expect(upstream.subscription?.events == [.requested(.unlimited)])

    scheduler.advance()
    recorder.expectEvents([.subscription, .value(1000), .completion(.finished)])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .requested(.max(418))])
  }

  @Test func delayPassesADelayedValuesDemandToACompletedUpstream() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(demandPerValue: .max(418))

    upstream.delay(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
    upstream.send(1000)
    upstream.send(completion: .finished)
    scheduler.advance(by: .seconds(1))
    recorder.expectEvents([.subscription, .value(1000), .completion(.finished)])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .requested(.max(418))])
  }

  @Test func noDemandReachesTheUpstreamAfterACancelInsideTheDelivery() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let box = Locked<RecordingSubscriber<Int, Never>?>(nil)
    let recorder = RecordingSubscriber<Int, Never>(demandPerValue: .max(42)) { _ in
      box.withLock { $0 }?.cancel()
    }
    box.withLock { $0 = recorder }

    upstream.receive(on: scheduler).subscribe(recorder)
    upstream.send(1)
    scheduler.advance()
    recorder.expectEvents([.subscription, .value(1)])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    box.withLock { $0 = nil }
  }

  @Test func noDemandReachesTheUpstreamAfterACancel() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(demandPerValue: .max(418))

    upstream.receive(on: scheduler).subscribe(recorder)
    upstream.send(1000)
    recorder.cancel()
    scheduler.advance()
    recorder.expectEvents([.subscription])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }
}
