import Signals
import Testing

@Suite("Deferred", .endsSubscriptions)
struct DeferredTests {
  @Test func createsNothingUntilSubscribed() {
    let created = Locked(0)

    _ = Deferred { () -> Just<Int> in
      created.withLock { $0 += 1 }
      return Just(0)
    }

    #expect(created.withLock { $0 } == 0)
  }

  @Test func createsOnePublisherPerSubscriber() {
    let created = Locked(0)
    let deferred = Deferred { () -> Just<Int> in
      Just(
        created.withLock { count in
          count += 1
          return count
        }
      )
    }
    let first = RecordingSubscriber<Int, Never>()
    let second = RecordingSubscriber<Int, Never>()

    deferred.subscribe(first)
    #expect(created.withLock { $0 } == 1)
    deferred.subscribe(second)

    #expect(created.withLock { $0 } == 2)
    first.expectEvents([.subscription, .value(1), .completion(.finished)])
    second.expectEvents([.subscription, .value(2), .completion(.finished)])
  }

  @Test func forwardsTheCreatedPublishersDemandRules() {
    let deferred = Deferred { [10, 20, 30].publisher }
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))

    deferred.subscribe(recorder)

    recorder.expectEvents([.subscription, .value(10)])
  }

  @Test func forwardsFailure() {
    let deferred = Deferred { Fail<Int, TestError>(error: .oops) }
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)

    deferred.subscribe(recorder)

    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }
}
