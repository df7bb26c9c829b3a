import Signals
import Testing

@Suite("Publishers.Retry", .endsSubscriptions)
struct RetryTests {
  /// A publisher that fails its first `failures` subscriptions after sending the attempt number.
  final class FlakyPublisher: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = TestError

    private let failures: Int
    private let attempts = Locked(0)

    init(failures: Int) {
      self.failures = failures
    }

    var attemptCount: Int { attempts.withLock { $0 } }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
      let attempt = attempts.withLock { count in
        count += 1
        return count
      }
      let subject = CurrentValueSubject<Int, TestError>(attempt)
      subject.receive(subscriber: subscriber)
      subject.send(completion: attempt <= failures ? .failure(.oops) : .finished)
    }
  }

  @Test func resubscribesUntilTheUpstreamSucceeds() {
    let upstream = FlakyPublisher(failures: 2)
    let recorder = RecordingSubscriber<Int, TestError>()
    upstream.retry(3).subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .value(2), .value(3), .completion(.finished)])
    #expect(upstream.attemptCount == 3)
  }

  @Test func failsAfterTheLastRetry() {
    let upstream = FlakyPublisher(failures: 5)
    let recorder = RecordingSubscriber<Int, TestError>()
    upstream.retry(1).subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.failure(.oops))])
    #expect(upstream.attemptCount == 2)
  }

  @Test func zeroRetriesDoNotResubscribe() {
    let upstream = FlakyPublisher(failures: 1)
    let recorder = RecordingSubscriber<Int, TestError>()
    upstream.retry(0).subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .completion(.failure(.oops))])
    #expect(upstream.attemptCount == 1)
  }

  @Test func aNegativeCountRetriesWithoutLimitAsInCombine() {
    let upstream = FlakyPublisher(failures: 3)
    let recorder = RecordingSubscriber<Int, TestError>()
    upstream.retry(-1).subscribe(recorder)
    #expect(upstream.attemptCount == 4)
    #expect(recorder.completion == .finished)
  }

  @Test func equalWhenUpstreamAndCountAreEqual() {
    let subject = PassthroughSubject<Int, TestError>()
    #expect(Empty<Int, TestError>().retry(2) == Empty<Int, TestError>().retry(2))
    #expect(Empty<Int, TestError>().retry(2) != Empty<Int, TestError>().retry(3))
    #expect(subject.retry(1).retries == 1)
  }

  @Test func asksEachNewSubscriptionForTheOutstandingDemand() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .max(2))
    upstream.retry(1).subscribe(recorder)
    upstream.send(1)
    upstream.send(completion: .failure(.oops))
    #expect(upstream.subscriptionCount == 2)
    #expect(upstream.subscription?.events == [.requested(.max(1))])
    upstream.send(2)
    recorder.expectEvents([.subscription, .value(1), .value(2)])
    recorder.cancel()
    #expect(upstream.subscription?.events == [.requested(.max(1)), .cancelled])
  }
}
