import Signals
import Testing

/// Combine accepts `request(.none)` from the subscriptions of these operators (a request for
/// nothing changes nothing, or is passed on upstream); subjects and `Future` trap instead.
@Suite("request(.none) where Combine accepts it", .endsSubscriptions)
struct ZeroDemandTests {
  @Test func aSequenceIgnoresARequestForNothing() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    [1, 2].publisher.subscribe(recorder)
    recorder.request(.none)
    recorder.expectEvents([.subscription])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value(1)])
  }

  @Test func handleEventsAndSubscribeOnPassItUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    var seen: [Subscribers.Demand] = []
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream
      .handleEvents(receiveRequest: { seen.append($0) })
      .subscribe(on: ImmediateScheduler.shared)
      .subscribe(recorder)
    recorder.request(.none)
    #expect(seen == [.none])
    #expect(upstream.subscription?.events == [.requested(.none)])
  }

  @Test func concatenateAndDropUntilOutputAcceptIt() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    Just(1).append(2).subscribe(recorder)
    recorder.request(.none)
    let gated = RecordingSubscriber<Int, Never>(initialDemand: .none)
    PassthroughSubject<Int, Never>().drop(untilOutputFrom: Just(())).subscribe(gated)
    gated.request(.none)
    recorder.request(.max(2))
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
    gated.expectEvents([.subscription])
  }

  @Test func timingOperatorsPassItUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let scheduler = TestScheduler()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.delay(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
    recorder.request(.none)
    #expect(upstream.subscription?.events == [.requested(.none)])
  }
}
