import Signals
import Testing

@Suite("Publishers.DropWhile and PrefixWhile", .endsSubscriptions)
struct WhileTests {
  @Test func dropWhileDropsUntilThePredicateFails() {
    let recorder = RecordingSubscriber<Int, Never>()
    [1, 2, 3, 1].publisher.drop { $0 < 3 }.subscribe(recorder)
    recorder.expectEvents([.subscription, .value(3), .value(1), .completion(.finished)])
  }

  @Test func prefixWhileFinishesAndCancelsOnTheFirstFailure() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.prefix { $0 < 3 }.subscribe(recorder)
    upstream.send(1)
    upstream.send(3)
    upstream.send(2)
    recorder.expectEvents([.subscription, .value(1), .completion(.finished)])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func tryFormsFailOnThrow() {
    let dropping = RecordingSubscriber<Int, any Error>()
    [1, 2].publisher.tryDrop { _ in throw TestError.oops }.subscribe(dropping)
    #expect(dropping.events.count == 2)
    let prefixing = RecordingSubscriber<Int, any Error>()
    [1, 2, 3].publisher
      .tryPrefix { value in
        if value == 2 { throw TestError.oops }
        return true
      }
      .subscribe(prefixing)
    #expect(prefixing.values == [1])
    guard case .failure(let error) = prefixing.completion else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? TestError == .oops)
    let passing = RecordingSubscriber<Int, any Error>()
    [1, 2, 3].publisher.tryDrop { $0 < 2 }.subscribe(passing)
    #expect(passing.values == [2, 3])
  }
}
