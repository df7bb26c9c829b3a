import Signals
import Testing

@Suite("Publishers.FlatMap demand", .endsSubscriptions)
struct FlatMapDemandTests {
  @Test func childrenAreAskedForOneValueAtATimeAndBufferBeyondTheDemand() {
    let searches = PassthroughSubject<ManualPublisher<Int, Never>, Never>()
    let first = ManualPublisher<Int, Never>()
    let second = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
    searches.flatMap { $0 }.subscribe(recorder)
    searches.send(first)
    searches.send(second)
    #expect(first.subscription?.events == [.requested(.max(1))])
    #expect(second.subscription?.events == [.requested(.max(1))])

    #expect(first.send(1) == .max(1))
    #expect(first.send(2) == .max(1))
    #expect(first.send(3) == .none)
    #expect(first.send(4) == .none)
    #expect(recorder.values == [1, 2])

    recorder.request(.max(10))
    #expect(recorder.values == [1, 2, 3, 4])
    // One more value is asked of the child for each buffered value delivered.
    #expect(
      first.subscription?.events == [.requested(.max(1)), .requested(.max(1)), .requested(.max(1))]
    )
    #expect(second.subscription?.events == [.requested(.max(1))])
  }

  @Test func aRequestMadeWhileReceivingAValueOnlyAddsDemand() {
    let upstream = ManualPublisher<ManualPublisher<Int, Never>, Never>()
    let child = ManualPublisher<Int, Never>()
    var subscription: (any Subscription)?
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none) { value in
      if value == 0 { subscription?.request(.max(2)) }
    }
    upstream.flatMap(maxPublishers: .max(1)) { $0 }.subscribe(recorder)
    subscription = recorder.subscription
    recorder.request(.max(1))
    upstream.send(child)

    #expect(child.send(0) == .max(1))
    #expect(child.send(1) == .max(1))
    #expect(child.send(2) == .max(1))
    #expect(child.send(3) == .none)
    #expect(recorder.values == [0, 1, 2])
    #expect(child.subscription?.events == [.requested(.max(1))])
    #expect(upstream.subscription?.events == [.requested(.max(1))])
    subscription = nil
  }

  @Test func aChildValueArrivingWhileAValueIsDeliveredIsDeliveredInside() {
    let upstream = ManualPublisher<ManualPublisher<String, Never>, Never>()
    let first = ManualPublisher<String, Never>()
    let second = ManualPublisher<String, Never>()
    let recorder = RecordingSubscriber<String, Never>(initialDemand: .max(2)) { value in
      if value == "a" { second.send("b") }
    }
    upstream.flatMap { $0 }.subscribe(recorder)
    upstream.send(first)
    upstream.send(second)

    #expect(first.send("a") == .max(1))
    #expect(recorder.values == ["a", "b"])
    #expect(first.subscription?.events == [.requested(.max(1))])
    #expect(second.subscription?.events == [.requested(.max(1))])
  }

  @Test func finishesOnlyOnceTheBufferedValuesAreDelivered() {
    let taps = PassthroughSubject<Void, Never>()
    let child = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    taps.flatMap { child }.subscribe(recorder)
    taps.send()
    #expect(child.send(1) == .max(1))
    #expect(child.send(2) == .none)
    taps.send(completion: .finished)
    child.send(completion: .finished)
    recorder.expectEvents([.subscription, .value(1)])

    recorder.request(.unlimited)
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
  }

  @Test func eachFinishedChildAsksTheUpstreamForOneMorePublisher() {
    let upstream = ManualPublisher<ManualPublisher<Int, Never>, Never>()
    let child = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.flatMap(maxPublishers: .max(1)) { $0 }.subscribe(recorder)
    upstream.send(child)
    child.send(completion: .finished)
    child.send(completion: .finished)
    #expect(
      upstream.subscription?.events == [
        .requested(.max(1)), .requested(.max(1)), .requested(.max(1)),
      ]
    )
  }

  @Test func aCancelCancelsTheChildrenThenTheUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let child = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
    upstream.flatMap { _ in child }.subscribe(recorder)
    #expect(upstream.send(1) == .none)
    recorder.cancel()
    recorder.cancel()
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    #expect(child.subscription?.events == [.requested(.max(1)), .cancelled])
  }

  @Test func theChildSubscriberNamesItsParent() throws {
    let upstream = ManualPublisher<Int, Never>()
    let child = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.flatMap { _ in child }.subscribe(recorder)
    upstream.send(1)
    let outer = try #require(recorder.subscription)
    #expect(String(describing: outer) == "FlatMap")
    #expect(Mirror(reflecting: outer).children.isEmpty)
    let side = try #require(child.subscriber)
    #expect((side as? any CustomStringConvertible)?.description == "FlatMap")
    let children = try #require((side as? any CustomReflectable)?.customMirror.children)
    #expect(children.map(\.label) == ["parentSubscription"])
    #expect(children.first?.value as? CombineIdentifier == outer.combineIdentifier)
  }
}
