import Signals
import Testing

@Suite("drop(untilOutputFrom:) after a completion goes on as Combine's does", .endsSubscriptions)
struct DropUntilOutputAfterTheEndTests {
  @Test func theOthersCompletionsAllArriveAndALaterTriggerLetsValuesThrough() {
    let upstream = LatePublisher<Int, Never>()
    let other = LatePublisher<String, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(20), demandPerValue: .max(3))
    upstream.drop(untilOutputFrom: other).subscribe(recorder)
    let otherSubscription = other.subscribe()
    let subscription = upstream.subscribe()
    #expect(upstream.send(1) == .none)

    other.send(completion: .finished)
    other.send(completion: .finished)
    #expect(subscription.events == [.requested(.max(20)), .cancelled])
    #expect(otherSubscription.events == [.requested(.max(1))])

    #expect(upstream.send(2) == .none)
    other.send("go")
    #expect(upstream.send(3) == .max(3))
    recorder.expectEvents([
      .subscription, .completion(.finished), .completion(.finished), .value(3),
    ])
  }

  @Test func anUpstreamSubscriptionAfterTheOthersCompletionIsAskedForTheDemandKept() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(6))
    upstream.drop(untilOutputFrom: Empty<Void, Never>()).subscribe(recorder)
    recorder.request(.max(2))
    recorder.expectEvents([.subscription, .completion(.finished)])

    let late = upstream.subscribe()
    #expect(late.events == [.requested(.max(8))])
    upstream.send(completion: .finished)
    recorder.expectEvents([.subscription, .completion(.finished), .completion(.finished)])
  }

  @Test func theOthersCompletionBeforeItsSubscriptionFollowsTheUpstreamsEnd() {
    let other = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    Empty<Int, Never>().drop(untilOutputFrom: other).subscribe(recorder)
    other.send(completion: .finished)
    recorder.expectEvents([.subscription, .completion(.finished), .completion(.finished)])
  }

  @Test func aSecondUpstreamSubscriptionIsCancelledAndACancelReachesTheFirst() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.drop(untilOutputFrom: Empty<Void, Never>()).subscribe(recorder)
    let first = upstream.subscribe()
    let second = upstream.subscribe()
    #expect(second.events == [.cancelled])
    recorder.cancel()
    #expect(first.events == [.cancelled])
  }

  @Test func aCancelBeforeTheUpstreamsSubscriptionStaysFinal() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    upstream.drop(untilOutputFrom: Empty<Void, Never>()).subscribe(recorder)
    recorder.cancel()
    #expect(upstream.subscribe().events == [.cancelled])
  }

  @Test func theDownstreamIsNotKeptAliveAfterTheEnd() {
    let upstream = LatePublisher<Int, Never>()
    weak var released: RecordingSubscriber<Int, Never>?
    do {
      let recorder = RecordingSubscriber<Int, Never>()
      released = recorder
      upstream.drop(untilOutputFrom: Empty<Void, Never>()).subscribe(recorder)
    }
    #expect(released == nil)
    upstream.send(completion: .finished)
  }
}
