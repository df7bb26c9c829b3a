import Signals
import Testing

@Suite("catch and tryCatch are shaped as Combine's", .endsSubscriptions)
struct CatchShapeTests {
  @Test func theDownstreamIsSubscribedWhenTheUpstreamIs() {
    let upstream = LatePublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.catch { _ in Just(9) }.subscribe(recorder)
    recorder.expectEvents([])

    upstream.subscribe()
    recorder.expectEvents([.subscription])
  }

  @Test func theReplacementIsAskedForWhatIsStillOutstanding() throws {
    let upstream = ManualPublisher<Int, TestError>()
    let replacement = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
    upstream.catch { _ in replacement }.subscribe(recorder)

    upstream.send(1)
    upstream.send(completion: .failure(.oops))
    #expect(try #require(replacement.subscription).events == [.requested(.max(2))])
    replacement.send(5)
    recorder.expectEvents([.subscription, .value(1), .value(5)])
  }

  @Test func aCancelWhileTheReplacementIsAwaitedIsIgnored() {
    let upstream = ManualPublisher<Int, TestError>()
    let replacement = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
    upstream.catch { _ in replacement }.subscribe(recorder)
    upstream.send(completion: .failure(.oops))
    recorder.cancel()

    #expect(replacement.subscribe().events == [.requested(.max(2))])
  }

  @Test func aThrowingHandlerFailsTheDownstream() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, any Error>()
    upstream.tryCatch { _ -> Just<Int> in throw TestError.other }.subscribe(recorder)
    upstream.send(completion: .failure(.oops))
    #expect(recorder.events.count == 2)
    #expect(recorder.completion.map { "\($0)" } == "failure(SignalsTests.TestError.other)")
  }

  @Test func aValueNobodyAskedForTrapsAsInCombine() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<Int, TestError>()
      let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
      upstream.catch { _ in Just(0) }.subscribe(recorder)
      upstream.send(1)
    }
  }
}
