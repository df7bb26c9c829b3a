import Signals
import Testing

@Suite("dropFirst(_:) is shaped as Combine's", .endsSubscriptions)
struct DropFirstShapeTests {
  @Test func theDownstreamIsSubscribedBeforeTheUpstream() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
    upstream.dropFirst(2).subscribe(recorder)
    recorder.expectEvents([.subscription])

    let subscription = upstream.subscribe()
    #expect(subscription.events == [.requested(.max(5))])
    #expect(upstream.send(1) == .none)
    #expect(upstream.send(2) == .none)
    upstream.send(3)
    upstream.send(completion: .finished)
    recorder.expectEvents([.subscription, .value(3), .completion(.finished)])
  }

  @Test func requestsAfterTheUpstreamsSubscriptionGoStraightUp() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.dropFirst().subscribe(recorder)
    let subscription = upstream.subscribe()
    recorder.request(.max(4))
    #expect(subscription.events == [.requested(.max(1)), .requested(.max(4))])
  }

  @Test func aCancelBeforeTheUpstreamsSubscriptionCancelsNothing() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.dropFirst(0).subscribe(recorder)
    recorder.cancel()
    #expect(upstream.subscribe().events == [])
  }
}
