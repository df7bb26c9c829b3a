import Signals
import Testing

@Suite("Publishers.Share", .endsSubscriptions)
struct ShareTests {
  @Test func subscribesOnceForAllSubscribers() {
    let upstream = ManualPublisher<Int, Never>()
    let shared = upstream.share()
    let first = RecordingSubscriber<Int, Never>()
    let second = RecordingSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    upstream.send(1)
    #expect(upstream.subscriptionCount == 1)
    #expect(first.values == [1])
    #expect(second.values == [1])
  }

  @Test func synchronousUpstreamGivesLaterSubscribersOnlyTheCompletion() {
    let shared = [1, 2, 3].publisher.share()
    let first = RecordingSubscriber<Int, Never>()
    let second = RecordingSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    first.expectEvents([.subscription, .value(1), .value(2), .value(3), .completion(.finished)])
    second.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func lastCancelDisconnectsAndANewSubscriberReconnects() {
    let upstream = ManualPublisher<Int, Never>()
    let shared = upstream.share()
    let first = RecordingSubscriber<Int, Never>()
    let second = RecordingSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    first.cancel()
    #expect(upstream.subscription?.isCancelled == false)
    second.cancel()
    #expect(upstream.subscription?.isCancelled == true)
    let third = RecordingSubscriber<Int, Never>()
    shared.subscribe(third)
    #expect(upstream.subscriptionCount == 2)
    upstream.send(5)
    #expect(third.values == [5])
  }

  @Test func subscriptionIsNamedMulticastAsInCombine() throws {
    let recorder = RecordingSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().share().subscribe(recorder)
    let subscription = try #require(recorder.subscription)
    #expect(String(describing: subscription) == "Multicast")
  }

  @Test func equalityIsIdentity() {
    let shared = Just(1).share()
    #expect(shared == shared)
    #expect(shared != Just(1).share())
  }
}
