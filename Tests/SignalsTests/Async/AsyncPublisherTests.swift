import Signals
import Testing

/// Yields until `condition` holds, a bounded number of times; returns whether it held.
func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<100_000 {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

@Suite("AsyncPublisher", .endsSubscriptions)
struct AsyncPublisherTests {
  @Test func iteratesEveryValueThenEnds() async {
    var values: [Int] = []
    for await value in [1, 2, 3].publisher.values { values.append(value) }
    #expect(values == [1, 2, 3])
  }

  /// A value type that is not `Sendable`, to check that iteration compiles on an actor.
  final class Box {
    let value: Int
    init(_ value: Int) { self.value = value }
  }

  @MainActor @Test func iteratesNonSendableValuesOnTheMainActor() async {
    var values: [Int] = []
    for await box in [Box(1), Box(2)].publisher.values { values.append(box.value) }
    #expect(values == [1, 2])
  }

  @Test func requestsOneValuePerNext() async {
    let upstream = ManualPublisher<Int, Never>()
    let task = Task {
      var iterator = upstream.values.makeAsyncIterator()
      let first = await iterator.next()
      let second = await iterator.next()
      return [first, second]
    }
    #expect(await eventually { upstream.subscription?.events == [.requested(.max(1))] })
    upstream.send(10)
    #expect(
      await eventually {
        upstream.subscription?.events == [.requested(.max(1)), .requested(.max(1))]
      }
    )
    upstream.send(completion: .finished)
    #expect(await task.value == [10, nil])
  }

  @Test func subscribesWhenTheIteratorIsMadeAndRequestsNothingBeforeNext() {
    let upstream = ManualPublisher<Int, Never>()
    let iterator = upstream.values.makeAsyncIterator()
    #expect(upstream.subscriptionCount == 1)
    #expect(upstream.subscription?.events == [])
    _ = iterator
  }

  @Test func aValueBeforeTheSubscriptionIsAnsweredWithNoDemandAndDoesNotTrap() async {
    let upstream = LatePublisher<Int, Never>()
    var iterator = upstream.values.makeAsyncIterator()
    #expect(upstream.send(42) == .none)
    let subscription = upstream.subscribe()
    upstream.send(completion: .finished)
    #expect(await iterator.next() == nil)
    #expect(subscription.events == [])
  }

  @Test func aValueNobodyAskedForTrapsAsInCombine() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<Int, Never>()
      let iterator = upstream.values.makeAsyncIterator()
      upstream.send(1)
      _ = iterator
    }
  }

  @Test func aThrowingSequencesValueNobodyAskedForTrapsAsInCombine() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<Int, TestError>()
      let iterator = upstream.values.makeAsyncIterator()
      upstream.send(1)
      _ = iterator
    }
  }

  @Test func cancellingTheTaskCancelsTheSubscription() async {
    let upstream = ManualPublisher<Int, Never>()
    let task = Task {
      var count = 0
      for await _ in upstream.values { count += 1 }
      return count
    }
    #expect(await eventually { upstream.subscription?.events == [.requested(.max(1))] })
    task.cancel()
    #expect(await task.value == 0)
    #expect(upstream.subscription?.isCancelled == true)
  }

  @Test func leavingTheLoopCancelsTheSubscription() async {
    let upstream = ManualPublisher<Int, Never>()
    let task = Task {
      for await value in upstream.values where value == 2 { return value }
      return -1
    }
    #expect(await eventually { upstream.subscription?.events.count == 1 })
    upstream.send(1)
    #expect(await eventually { upstream.subscription?.events.count == 2 })
    upstream.send(2)
    #expect(await task.value == 2)
    #expect(await eventually { upstream.subscription?.isCancelled == true })
  }
}
