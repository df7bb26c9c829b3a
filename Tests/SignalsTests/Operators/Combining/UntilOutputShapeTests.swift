import Signals
import Testing

@Suite(
  "drop(untilOutputFrom:) and prefix(untilOutputFrom:) are shaped as Combine's",
  .endsSubscriptions
)
struct UntilOutputShapeTests {
  @Test func dropUntilOutputSubscribesTheDownstreamThenTheTriggerThenTheUpstream() throws {
    let upstream = ManualPublisher<Int, Never>()
    let trigger = ManualPublisher<Void, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
    upstream.drop(untilOutputFrom: trigger).subscribe(recorder)

    #expect(try #require(trigger.subscription).events == [.requested(.max(1))])
    #expect(try #require(upstream.subscription).events == [.requested(.max(2))])
    #expect(upstream.send(1) == .none)
    trigger.send(())
    upstream.send(2)
    recorder.expectEvents([.subscription, .value(2)])
  }

  @Test func dropUntilOutputReleasesTheTriggerOnceItSentWithoutCancellingIt() throws {
    let upstream = ManualPublisher<Int, Never>()
    let trigger = ManualPublisher<Void, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
    upstream.drop(untilOutputFrom: trigger).subscribe(recorder)

    trigger.send(())
    trigger.send(completion: .finished)  // ignored: the gate is open for good
    upstream.send(1)
    recorder.subscription?.cancel()

    // Combine's behaviour (its documentation says the trigger is cancelled): the trigger's
    // subscription is only let go, so even the downstream's cancel does not reach it.
    #expect(try #require(trigger.subscription).events == [.requested(.max(1))])
    #expect(try #require(upstream.subscription).events == [.requested(.unlimited), .cancelled])
    recorder.expectEvents([.subscription, .value(1)])
  }

  @Test func dropUntilOutputFinishesWithTheTriggersEarlyCompletion() throws {
    let upstream = ManualPublisher<Int, Never>()
    let trigger = ManualPublisher<Void, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.drop(untilOutputFrom: trigger).subscribe(recorder)

    trigger.send(completion: .finished)
    #expect(try #require(upstream.subscription).events == [.requested(.unlimited), .cancelled])
    recorder.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func dropUntilOutputTrapsOnAValueItDidNotAskFor() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<Int, Never>()
      let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
      upstream.drop(untilOutputFrom: Empty<Void, Never>(completeImmediately: false))
        .subscribe(recorder)
      upstream.send(1)
    }
  }

  @Test func prefixUntilOutputHandsRequestsStraightToTheUpstream() throws {
    let upstream = ManualPublisher<Int, Never>()
    let trigger = ManualPublisher<Void, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(3), demandPerValue: .max(1))
    upstream.prefix(untilOutputFrom: trigger).subscribe(recorder)

    #expect(try #require(trigger.subscription).events == [.requested(.max(1))])
    #expect(upstream.send(1) == .max(1))
    trigger.send(())
    #expect(try #require(upstream.subscription).events == [.requested(.max(3)), .cancelled])
    #expect(try #require(trigger.subscription).events == [.requested(.max(1))])
    recorder.expectEvents([.subscription, .value(1), .completion(.finished)])
  }

  @Test func prefixUntilOutputFinishesEvenBeforeTheUpstreamsSubscription() {
    let upstream = LatePublisher<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.prefix(untilOutputFrom: trigger).subscribe(recorder)

    trigger.send(())
    recorder.expectEvents([.completion(.finished)])
    #expect(upstream.subscribe().events == [.cancelled])
    trigger.send(completion: .finished)
  }
}
