import Signals
import Testing

@Suite("Publishers.DropUntilOutput", .endsSubscriptions)
struct DropUntilOutputTests {
  @Test func dropsValuesUntilTheOtherSends() {
    let values = PassthroughSubject<Int, Never>()
    let start = PassthroughSubject<Void, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    values.drop(untilOutputFrom: start).subscribe(recorder)
    values.send(1)
    start.send()
    values.send(2)
    start.send()
    values.send(3)
    values.send(completion: .finished)
    recorder.expectEvents([.subscription, .value(2), .value(3), .completion(.finished)])
    start.send(completion: .finished)
  }

  @Test func droppedValuesUseUpDemand() {
    let values = ManualPublisher<Int, Never>()
    let start = ManualPublisher<Void, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
    values.drop(untilOutputFrom: start).subscribe(recorder)
    #expect(start.subscription?.events == [.requested(.max(1))])
    #expect(values.subscription?.events == [.requested(.max(2))])
    #expect(values.send(1) == .none)
    start.send(())
    // As in Combine, the other publisher is no longer listened to, but not cancelled.
    #expect(start.subscription?.events == [.requested(.max(1))])
    values.send(2)
    #expect(recorder.values == [2])
  }

  @Test func otherCompletingFirstEndsTheResult() {
    let values = ManualPublisher<Int, TestError>()
    let start = PassthroughSubject<Void, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    values.drop(untilOutputFrom: start).subscribe(recorder)
    start.send(completion: .failure(.oops))
    #expect(values.subscription?.isCancelled == true)
    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func aCancelIsFinalAsInCombine() throws {
    let values = LatePublisher<Int, Never>()
    let start = ManualPublisher<Void, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
    values.drop(untilOutputFrom: start).subscribe(recorder)
    let first = values.subscribe()
    let subscription = try #require(recorder.subscription)
    subscription.cancel()
    subscription.cancel()
    subscription.request(.max(10))
    #expect(values.send(1000) == .none)
    values.send(completion: .finished)
    let late = values.subscribe()

    #expect(first.events == [.requested(.max(2)), .cancelled])
    #expect(start.subscription?.events == [.requested(.max(1)), .cancelled])
    #expect(late.events == [.cancelled])
    // Neither the value nor the completion that came after the cancel is delivered.
    recorder.expectEvents([.subscription])
  }
}
