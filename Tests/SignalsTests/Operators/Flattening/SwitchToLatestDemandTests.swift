import Signals
import Testing

@Suite("Publishers.SwitchToLatest demand", .endsSubscriptions)
struct SwitchToLatestDemandTests {
  @Test func aNewInnerIsAskedForTheWholeOutstandingDemand() {
    let queries = PassthroughSubject<ManualPublisher<Int, Never>, Never>()
    let first = ManualPublisher<Int, Never>()
    let second = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(43))
    queries.switchToLatest().subscribe(recorder)
    queries.send(first)
    #expect(first.subscription?.events == [.requested(.max(43))])

    #expect(first.send(1) == .none)
    recorder.request(.max(8))
    #expect(first.subscription?.events == [.requested(.max(43)), .requested(.max(8))])

    queries.send(second)
    #expect(first.subscription?.isCancelled == true)
    #expect(second.subscription?.events == [.requested(.max(50))])
  }

  @Test func theInnerGetsTheDownstreamsAnswer() {
    let queries = PassthroughSubject<ManualPublisher<Int, Never>, Never>()
    let inner = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(5))
    queries.switchToLatest().subscribe(recorder)
    queries.send(inner)
    #expect(inner.send(1) == .max(5))
    #expect(inner.send(2) == .max(5))
    #expect(recorder.values == [1, 2])
  }

  @Test func theOuterSubscriptionIsTheDownstreamsSubscription() throws {
    let upstream = ManualPublisher<ManualPublisher<Int, Never>, Never>()
    let inner = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.switchToLatest().subscribe(recorder)
    let subscription = try #require(recorder.subscription)
    let outer = try #require(upstream.subscriber as? any Subscription)
    #expect(outer.combineIdentifier == subscription.combineIdentifier)
    #expect(String(describing: subscription) == "SwitchToLatest")

    upstream.send(inner)
    let side = try #require(inner.subscriber)
    #expect(!(side is any Subscription))
    let children = try #require((side as? any CustomReflectable)?.customMirror.children)
    #expect(children.first?.label == "parentSubscription")
    #expect(children.first?.value as? CombineIdentifier == subscription.combineIdentifier)
  }

  @Test func anUpstreamCompletionPassesOnWhileNoInnerRuns() {
    let upstream = ManualPublisher<ManualPublisher<Int, Never>, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.switchToLatest().subscribe(recorder)
    upstream.send(completion: .finished)
    recorder.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func aCancelCancelsTheInnerThenTheUpstream() {
    let upstream = ManualPublisher<ManualPublisher<Int, Never>, Never>()
    let inner = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(42))
    upstream.switchToLatest().subscribe(recorder)
    upstream.send(inner)
    recorder.cancel()
    recorder.cancel()
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    #expect(inner.subscription?.events == [.requested(.max(42)), .cancelled])
  }
}
