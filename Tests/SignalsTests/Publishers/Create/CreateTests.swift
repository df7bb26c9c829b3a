import Signals
import Testing

@Suite("Publishers.Create", .endsSubscriptions)
struct CreateTests {
  /// Counts how often a cleanup ran.
  final class CleanupCounter: @unchecked Sendable {
    private let count = Locked(0)
    var value: Int { count.withLock { $0 } }
    func cleanup() -> AnyCancellable { AnyCancellable { self.count.withLock { $0 += 1 } } }
  }

  @Test func deliversWhatTheClosureSendsThenCleansUp() {
    let counter = CleanupCounter()
    let publisher = AnyPublisher<Int, TestError>
      .create { subscriber in
        subscriber.send(1)
        subscriber.send(2)
        subscriber.send(completion: .finished)
        subscriber.send(3)
        return counter.cleanup()
      }
    let recorder = RecordingSubscriber<Int, TestError>()
    publisher.subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
    #expect(counter.value == 1)
  }

  @Test func buffersValuesUntilDemanded() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    Publishers.Create<Int, Never> { subscriber in
      for value in 1...3 { subscriber.send(value) }
      return AnyCancellable {}
    }
    .subscribe(recorder)
    recorder.expectEvents([.subscription])
    recorder.request(.max(2))
    recorder.expectEvents([.subscription, .value(1), .value(2)])
  }

  @Test func finishedEndsAfterTheDemandedValuesDroppingTheRest() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    var cleanedUp = false
    Publishers.Create<Int, Never> { subscriber in
      for value in 1...3 { subscriber.send(value) }
      subscriber.send(completion: .finished)
      return AnyCancellable { cleanedUp = true }
    }
    .subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .completion(.finished)])
    #expect(cleanedUp)
  }

  @Test func finishedWaitsForTheFirstRequestEvenOfNone() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    let publisher = Publishers.Create<Int, Never> { subscriber in
      subscriber.send(1)
      subscriber.send(completion: .finished)
      return AnyCancellable {}
    }
    publisher.subscribe(recorder)
    recorder.expectEvents([.subscription])
    recorder.request(.none)
    recorder.expectEvents([.subscription, .completion(.finished)])
    #expect("\(recorder.subscription!)" == "Create.Subscription<Int, Never>")
  }

  @Test func failureIsDeliveredAtOnce() {
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)
    Publishers.Create<Int, TestError> { subscriber in
      subscriber.send(1)
      subscriber.send(completion: .failure(.oops))
      return AnyCancellable {}
    }
    .subscribe(recorder)
    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func cancellingRunsTheCleanupOnceAndIgnoresLaterSends() {
    let counter = CleanupCounter()
    let proxy = Locked<Publishers.Create<Int, Never>.Subscriber?>(nil)
    let recorder = RecordingSubscriber<Int, Never>()
    Publishers.Create<Int, Never> { subscriber in
      proxy.withLock { $0 = subscriber }
      return counter.cleanup()
    }
    .subscribe(recorder)
    let subscriber = proxy.withLock { $0 }
    subscriber?.send(1)
    recorder.cancel()
    recorder.cancel()
    subscriber?.send(2)
    #expect(counter.value == 1)
    recorder.expectEvents([.subscription, .value(1)])
  }

  @Test func runsTheClosureForEachSubscriber() {
    let runs = Locked(0)
    let publisher = AnyPublisher<Int, Never>
      .create { subscriber in
        let run = runs.withLock { count in
          count += 1
          return count
        }
        subscriber.send(run)
        return AnyCancellable {}
      }
    let first = RecordingSubscriber<Int, Never>()
    let second = RecordingSubscriber<Int, Never>()
    publisher.subscribe(first)
    publisher.subscribe(second)
    #expect(first.values == [1])
    #expect(second.values == [2])
  }
}
