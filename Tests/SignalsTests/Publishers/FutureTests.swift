import Dispatch
import Signals
import Testing

@Suite("Future", .endsSubscriptions)
struct FutureTests {
  @Test func runsTheClosureOnceAtInit() {
    let runs = Locked(0)

    let future = Future<Int, Never> { promise in
      runs.withLock { $0 += 1 }
      promise(.success(1))
    }
    #expect(runs.withLock { $0 } == 1)
    future.subscribe(RecordingSubscriber<Int, Never>())
    future.subscribe(RecordingSubscriber<Int, Never>())

    #expect(runs.withLock { $0 } == 1)
  }

  @Test func deliversSuccessOnlyWithDemandThenFinished() {
    let future = Future<Int, Never> { promise in promise(.success(42)) }
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)

    future.subscribe(recorder)
    recorder.expectEvents([.subscription])
    recorder.request(.max(1))

    recorder.expectEvents([.subscription, .value(42), .completion(.finished)])
  }

  @Test func deliversLaterSuccessToSubscriberWithDemand() {
    let stored = Locked<Future<Int, Never>.Promise?>(nil)
    let future = Future<Int, Never> { promise in stored.withLock { $0 = promise } }
    let recorder = RecordingSubscriber<Int, Never>()

    future.subscribe(recorder)
    recorder.expectEvents([.subscription])
    stored.withLock { $0 }?(.success(5))

    recorder.expectEvents([.subscription, .value(5), .completion(.finished)])
  }

  @Test func holdsLaterSuccessUntilDemand() {
    let stored = Locked<Future<Int, Never>.Promise?>(nil)
    let future = Future<Int, Never> { promise in stored.withLock { $0 = promise } }
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)

    future.subscribe(recorder)
    stored.withLock { $0 }?(.success(5))
    recorder.expectEvents([.subscription])
    recorder.request(.max(1))

    recorder.expectEvents([.subscription, .value(5), .completion(.finished)])
  }

  @Test func failsWithoutDemand() {
    let future = Future<Int, TestError> { promise in promise(.failure(.oops)) }
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)

    future.subscribe(recorder)

    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func deliversLaterFailureWithoutDemand() {
    let stored = Locked<Future<Int, TestError>.Promise?>(nil)
    let future = Future<Int, TestError> { promise in stored.withLock { $0 = promise } }
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)

    future.subscribe(recorder)
    stored.withLock { $0 }?(.failure(.other))

    recorder.expectEvents([.subscription, .completion(.failure(.other))])
  }

  @Test func lateSubscriberAfterFulfilmentGetsTheResult() {
    let stored = Locked<Future<String, Never>.Promise?>(nil)
    let future = Future<String, Never> { promise in stored.withLock { $0 = promise } }
    let early = RecordingSubscriber<String, Never>()
    future.subscribe(early)
    stored.withLock { $0 }?(.success("done"))
    let late = RecordingSubscriber<String, Never>()

    future.subscribe(late)

    early.expectEvents([.subscription, .value("done"), .completion(.finished)])
    late.expectEvents([.subscription, .value("done"), .completion(.finished)])
  }

  @Test func severalSubscribersEachGetTheResult() {
    let stored = Locked<Future<Int, Never>.Promise?>(nil)
    let future = Future<Int, Never> { promise in stored.withLock { $0 = promise } }
    let recorders = (0..<3).map { _ in RecordingSubscriber<Int, Never>() }
    for recorder in recorders { future.subscribe(recorder) }

    stored.withLock { $0 }?(.success(8))

    for recorder in recorders {
      recorder.expectEvents([.subscription, .value(8), .completion(.finished)])
    }
  }

  @Test func firstPromiseCallWins() {
    let future = Future<Int, TestError> { promise in
      promise(.success(1))
      promise(.success(2))
      promise(.failure(.oops))
    }
    let recorder = RecordingSubscriber<Int, TestError>()

    future.subscribe(recorder)

    recorder.expectEvents([.subscription, .value(1), .completion(.finished)])
  }

  @Test func laterPromiseCallsAfterDeliveryDoNothing() {
    let stored = Locked<Future<Int, TestError>.Promise?>(nil)
    let future = Future<Int, TestError> { promise in stored.withLock { $0 = promise } }
    let recorder = RecordingSubscriber<Int, TestError>()
    future.subscribe(recorder)

    stored.withLock { $0 }?(.failure(.oops))
    stored.withLock { $0 }?(.success(3))
    stored.withLock { $0 }?(.failure(.other))

    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func cancelledSubscriberReceivesNothing() {
    let stored = Locked<Future<Int, Never>.Promise?>(nil)
    let future = Future<Int, Never> { promise in stored.withLock { $0 = promise } }
    let cancelled = RecordingSubscriber<Int, Never>()
    let kept = RecordingSubscriber<Int, Never>()
    future.subscribe(cancelled)
    future.subscribe(kept)

    cancelled.cancel()
    stored.withLock { $0 }?(.success(1))

    cancelled.expectEvents([.subscription])
    kept.expectEvents([.subscription, .value(1), .completion(.finished)])
  }

  @Test func fulfilledFromAnotherThread() {
    let future = Future<Int, Never> { promise in
      DispatchQueue.global().async { promise(.success(42)) }
    }
    let done = DispatchSemaphore(value: 0)
    let recorder = RecordingSubscriber<Int, Never>()

    future.subscribe(
      AnySubscriber<Int, Never>(
        receiveSubscription: { recorder.receive(subscription: $0) },
        receiveValue: { recorder.receive($0) },
        receiveCompletion: { completion in
          recorder.receive(completion: completion)
          done.signal()
        }
      )
    )

    #expect(done.wait(timeout: .now() + .seconds(10)) == .success)
    recorder.expectEvents([.subscription, .value(42), .completion(.finished)])
  }

  @Test func requestFromAnotherThreadDeliversTheHeldResult() {
    let future = Future<Int, Never> { promise in promise(.success(6)) }
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    future.subscribe(recorder)
    let done = DispatchSemaphore(value: 0)

    DispatchQueue.global()
      .async {
        recorder.request(.max(1))
        done.signal()
      }

    #expect(done.wait(timeout: .now() + .seconds(10)) == .success)
    recorder.expectEvents([.subscription, .value(6), .completion(.finished)])
  }
}
