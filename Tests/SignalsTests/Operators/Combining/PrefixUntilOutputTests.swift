import Signals
import Testing

@Suite("Publishers.PrefixUntilOutput", .endsSubscriptions)
struct PrefixUntilOutputTests {
  @Test func deliversUntilTheOtherSendsThenFinishesAndCancelsTheUpstream() {
    let values = ManualPublisher<Int, Never>()
    let stop = ManualPublisher<String, TestError>()
    let recorder = RecordingSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: stop).subscribe(recorder)
    #expect(stop.subscription?.events == [.requested(.max(1))])
    values.send(1)
    values.send(2)
    stop.send("stop")
    values.send(3)
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
    #expect(values.subscription?.events == [.requested(.unlimited), .cancelled])
    // As in Combine, the other publisher is no longer listened to, but not cancelled.
    #expect(stop.subscription?.events == [.requested(.max(1))])
  }

  @Test func ignoresTheOthersCompletion() {
    let values = PassthroughSubject<Int, Never>()
    let stop = PassthroughSubject<Void, TestError>()
    let recorder = RecordingSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: stop).subscribe(recorder)
    stop.send(completion: .failure(.oops))
    values.send(1)
    values.send(completion: .finished)
    recorder.expectEvents([.subscription, .value(1), .completion(.finished)])
  }

  @Test func upstreamCompletionCancelsTheOther() {
    let values = PassthroughSubject<Int, Never>()
    let stop = ManualPublisher<Void, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: stop).subscribe(recorder)
    values.send(completion: .finished)
    #expect(stop.subscription?.isCancelled == true)
    recorder.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func itsSubscriptionHasNoDescriptionOrMirrorAsInCombine() throws {
    let values = PassthroughSubject<Int, Never>()
    let stop = PassthroughSubject<Void, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: stop).subscribe(recorder)
    let subscription = try #require(recorder.subscription)
    #expect(!(subscription is any CustomStringConvertible))
    #expect(!(subscription is any CustomReflectable))
    #expect(!(subscription is any CustomPlaygroundDisplayConvertible))
    // What a debugger shows is the type's name.
    #expect(String(describing: subscription).hasPrefix("Signals.PrefixUntilOutputLink<"))
  }
}
