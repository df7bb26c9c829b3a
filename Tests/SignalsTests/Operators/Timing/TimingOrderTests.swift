import Signals
import Testing

@Suite("Timing operators and events out of order", .endsSubscriptions)
struct TimingOrderTests {
  @Test func measureIntervalDropsACompletionBeforeItsSubscription() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<TestScheduler.SchedulerTimeType.Stride, Never>()
    upstream.measureInterval(using: TestScheduler()).subscribe(recorder)
    upstream.send(completion: .finished)
    recorder.expectEvents([])
  }

  @Test func aCancelWhileTimeoutsCompletionWaitsStillCancelsTheUpstream() throws {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    upstream.timeout(.seconds(5), scheduler: scheduler).subscribe(recorder)

    upstream.send(completion: .finished)
    recorder.cancel()
    scheduler.advance(by: .seconds(1))
    #expect(try #require(upstream.subscription).events == [.requested(.max(1)), .cancelled])
    recorder.expectEvents([.subscription])
  }

  @Test func throttleTreatsACancelBeforeItsSubscriptionAsFinal() throws {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.throttle(for: .seconds(1), scheduler: TestScheduler(), latest: true)
      .subscribe(recorder)
    try #require(upstream.subscriberAsSubscription).cancel()
    #expect(upstream.subscribe().events == [.cancelled])
  }

  @Test func delayHandsTheLateSubscriptionOnAfterACancel() throws {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    upstream.delay(for: .seconds(1), scheduler: TestScheduler()).subscribe(recorder)
    try #require(upstream.subscriberAsSubscription).cancel()
    #expect(upstream.subscribe().events == [.requested(.max(1))])
    recorder.expectEvents([.subscription])
  }
}
