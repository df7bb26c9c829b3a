import Signals
import Testing

@Suite(
  "catch and tryCatch after the end forward values, not completions, as Combine's",
  .endsSubscriptions
)
struct CatchAfterTheEndTests {
  @Test func aCancelBeforeRecoveringStillForwardsTheUpstreamsValues() {
    let upstream = LatePublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(4))
    var handled = 0
    upstream.catch { _ -> Just<Int> in
      handled += 1
      return Just(0)
    }
    .subscribe(recorder)
    let subscription = upstream.subscribe()
    recorder.cancel()
    recorder.request(.max(50))
    #expect(upstream.send(7) == .max(4))
    upstream.send(completion: .failure(.oops))
    #expect(handled == 0)
    #expect(subscription.events == [.requested(.max(1)), .cancelled])
    recorder.expectEvents([.subscription, .value(7)])
  }

  @Test func aCancelAfterRecoveringStillForwardsTheReplacementsValues() {
    let upstream = LatePublisher<Int, TestError>()
    let replacement = LatePublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(
      initialDemand: .none,
      demandPerValue: .max(2)
    )
    upstream.catch { _ in replacement }.subscribe(recorder)
    upstream.subscribe()
    upstream.send(completion: .failure(.oops))
    let replacementSubscription = replacement.subscribe()
    recorder.cancel()
    #expect(replacement.send(9) == .max(2))
    replacement.send(completion: .finished)
    replacement.send(completion: .failure(.other))
    #expect(replacementSubscription.events == [.cancelled])
    #expect(replacement.subscribe().events == [.cancelled])
    recorder.expectEvents([.subscription, .value(9)])
  }

  @Test func aThrowingHandlerEndsTheStreamButLaterValuesStillArrive() {
    struct Rethrown: Error, Equatable {}
    let upstream = LatePublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, any Error>(initialDemand: .unlimited)
    upstream.tryCatch { _ -> Just<Int> in throw Rethrown() }.subscribe(recorder)
    let subscription = upstream.subscribe()
    upstream.send(1)
    upstream.send(completion: .failure(.oops))
    #expect(upstream.send(2) == .none)
    upstream.send(completion: .finished)
    #expect(subscription.events == [.requested(.unlimited)])
    #expect(recorder.values == [1, 2])
    #expect(recorder.events.count == 4)
    guard case .completion(.failure(let error)) = recorder.events[2] else {
      Issue.record("the handler's error should end the stream before the late value")
      return
    }
    #expect(error as? Rethrown == Rethrown())
  }

  @Test func theDownstreamIsNotKeptAliveAfterTheEnd() {
    let upstream = LatePublisher<Int, TestError>()
    weak var released: RecordingSubscriber<Int, Never>?
    do {
      let recorder = RecordingSubscriber<Int, Never>()
      released = recorder
      upstream.catch { _ in Just(3) }.subscribe(recorder)
      upstream.subscribe()
      upstream.send(completion: .finished)
    }
    #expect(released == nil)
    #expect(upstream.send(4) == .none)
  }
}
