import Signals
import Testing

@Suite("A cancel that comes before the upstream's subscription", .endsSubscriptions)
struct CancelBeforeSubscriptionTests {
  @Test func aTransformingOperatorHandsTheLateSubscriptionOnAsCombineDoes() throws {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, any Error>(initialDemand: .max(2))
    upstream.tryMap { $0 * 2 }.subscribe(recorder)
    try #require(upstream.subscriberAsSubscription).cancel()

    let late = upstream.subscribe()
    #expect(late.events == [.requested(.max(2))])
    #expect(recorder.events.count == 1)
    #expect(recorder.subscription != nil)
  }

  @Test func aReducingOperatorStillAsksForEverything() throws {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    upstream.count().subscribe(recorder)
    try #require(upstream.subscriberAsSubscription).cancel()

    let late = upstream.subscribe()
    #expect(late.events == [.requested(.unlimited)])
    upstream.send(7)
    upstream.send(8)
    upstream.send(completion: .finished)
    recorder.expectEvents([.subscription, .value(2), .completion(.finished)])
  }

  @Test func aTimingOperatorHandsTheLateSubscriptionOn() throws {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
    upstream.delay(for: .zero, scheduler: ImmediateScheduler.shared).subscribe(recorder)
    try #require(upstream.subscriberAsSubscription).cancel()

    let late = upstream.subscribe()
    #expect(late.events == [.requested(.max(3))])
  }

  @Test func aBufferPrefetchesFromTheLateSubscription() throws {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest).subscribe(recorder)
    try #require(upstream.subscriberAsSubscription).cancel()

    #expect(upstream.subscribe().events == [.requested(.max(2))])
  }

  @Test func aFilteringOperatorTreatsItAsFinal() throws {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, any Error>()
    upstream.tryFilter { $0 > 0 }.subscribe(recorder)
    try #require(upstream.subscriberAsSubscription).cancel()

    #expect(upstream.subscribe().events == [.cancelled])
    #expect(recorder.events.isEmpty)
  }
}

@Suite("Values before the upstream's subscription", .endsSubscriptions)
struct ValuesBeforeSubscriptionTests {
  @Test func tryMapDeliversThemAsCombineDoes() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, any Error>(demandPerValue: .max(4))
    upstream.tryMap { $0 * 2 }.subscribe(recorder)

    #expect(upstream.send(3) == .max(4))
    #expect(recorder.values == [6])
  }

  @Test func outputInARangeSkipsAndDeliversButFinishesOnlyOnceSubscribed() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(demandPerValue: .max(1))
    upstream.output(in: 1..<3).subscribe(recorder)

    #expect(upstream.send(10) == .max(1))
    #expect(upstream.send(20) == .max(1))
    #expect(upstream.send(30) == .max(1))
    #expect(upstream.send(40) == .none)
    upstream.subscribe()
    recorder.expectEvents([.value(20), .value(30), .subscription])
  }

  @Test func mapAndFilterForwardThemToo() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(demandPerValue: .max(1))
    upstream.map { $0 + 1 }.filter { $0 > 0 }.subscribe(recorder)

    #expect(upstream.send(1) == .max(1))
    recorder.expectEvents([.value(2)])
  }
}
