import Signals
import Testing

@Suite("Publishers.Catch", .endsSubscriptions)
struct CatchTests {
  @Test func replacesAFailedUpstreamWithTheHandlersPublisher() {
    let upstream = PassthroughSubject<Int, TestError>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.catch { _ in [98, 99].publisher }.subscribe(recorder)
    upstream.send(1)
    upstream.send(completion: .failure(.oops))
    upstream.send(2)
    recorder.expectEvents([
      .subscription, .value(1), .value(98), .value(99), .completion(.finished),
    ])
  }

  @Test func handlerReceivesTheError() {
    var errors: [TestError] = []
    let recorder = RecordingSubscriber<Int, Never>()
    Fail<Int, TestError>(error: .other)
      .catch { error -> Just<Int> in
        errors.append(error)
        return Just(0)
      }
      .subscribe(recorder)
    #expect(errors == [.other])
    recorder.expectEvents([.subscription, .value(0), .completion(.finished)])
  }

  @Test func passesFinishedThroughWithoutCallingTheHandler() {
    var calls = 0
    let recorder = RecordingSubscriber<Int, Never>()
    [1, 2].publisher.setFailure()
      .catch { _ -> Just<Int> in
        calls += 1
        return Just(0)
      }
      .subscribe(recorder)
    #expect(calls == 0)
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
  }

  @Test func requestsTheOutstandingDemandFromTheReplacement() {
    let upstream = ManualPublisher<Int, TestError>()
    let replacement = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .max(3))
    upstream.catch { _ in replacement }.subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.max(3))])
    upstream.send(1)
    upstream.send(completion: .failure(.oops))
    #expect(replacement.subscription?.events == [.requested(.max(2))])
    replacement.send(completion: .failure(.other))
    recorder.expectEvents([.subscription, .value(1), .completion(.failure(.other))])
  }

  @Test func cancelReachesTheCurrentUpstream() {
    let upstream = ManualPublisher<Int, TestError>()
    let replacement = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    upstream.catch { _ in replacement }.subscribe(recorder)
    upstream.send(completion: .failure(.oops))
    recorder.cancel()
    #expect(replacement.subscription?.isCancelled == true)
    #expect(upstream.subscription?.isCancelled == false)
  }
}

extension Publishers.Sequence where Failure == Never {
  /// The same elements, typed as able to fail with ``TestError``.
  fileprivate func setFailure() -> Publishers.Sequence<Elements, TestError> {
    Publishers.Sequence(sequence: sequence)
  }
}
