import Signals
import Testing

@Suite("Publishers.SwitchToLatest", .endsSubscriptions)
struct SwitchToLatestTests {
  @Test func deliversOnlyTheNewestInnerAndCancelsThePrevious() {
    let outer = PassthroughSubject<ManualPublisher<String, Never>, Never>()
    let first = ManualPublisher<String, Never>()
    let second = ManualPublisher<String, Never>()
    let recorder = RecordingSubscriber<String, Never>()
    outer.switchToLatest().subscribe(recorder)
    outer.send(first)
    first.send("a")
    outer.send(second)
    first.send("b")
    second.send("c")
    #expect(recorder.values == ["a", "c"])
    #expect(first.subscription?.isCancelled == true)
    #expect(second.subscription?.isCancelled == false)
  }

  @Test func finishesWhenOuterAndCurrentInnerFinish() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    outer.switchToLatest().subscribe(recorder)
    outer.send(inner)
    outer.send(completion: .finished)
    inner.send(1)
    #expect(recorder.completion == nil)
    inner.send(completion: .finished)
    recorder.expectEvents([.subscription, .value(1), .completion(.finished)])
  }

  @Test func innerFailureFails() {
    let outer = PassthroughSubject<Fail<Int, TestError>, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    outer.switchToLatest().subscribe(recorder)
    outer.send(Fail(error: .other))
    recorder.expectEvents([.subscription, .completion(.failure(.other))])
  }
}
