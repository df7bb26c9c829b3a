import Signals
import Testing

@Suite("AsyncSequencePublisher", .endsSubscriptions)
struct AsyncSequencePublisherTests {
  @Test func deliversEveryElementThenFinishes() async {
    let stream = AsyncStream<Int> { continuation in
      for value in 1...3 { continuation.yield(value) }
      continuation.finish()
    }
    let recorder = RecordingSubscriber<Int, Never>()
    stream.publisher.subscribe(recorder)
    #expect(await eventually { recorder.completion != nil })
    recorder.expectEvents([.subscription, .value(1), .value(2), .value(3), .completion(.finished)])
  }

  @Test func pullsOnlyWhatTheSubscriberDemands() async {
    let stream = AsyncStream<Int> { continuation in
      for value in 1...5 { continuation.yield(value) }
      continuation.finish()
    }
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
    stream.publisher.subscribe(recorder)
    #expect(await eventually { recorder.values == [1, 2] })
    for _ in 0..<1_000 { await Task.yield() }
    #expect(recorder.values == [1, 2])
    recorder.request(.max(1))
    #expect(await eventually { recorder.values == [1, 2, 3] })
    recorder.cancel()
  }

  @Test func failsWithTheSequencesError() async {
    let stream = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: TestError.oops)
    }
    let values = Locked([Int]())
    let failure = Locked(String?.none)
    let cancellable = stream.publisher.sink(
      receiveCompletion: { completion in
        if case .failure(let error) = completion { failure.withLock { $0 = "\(error)" } }
      },
      receiveValue: { value in values.withLock { $0.append(value) } }
    )
    #expect(await eventually { failure.withLock { $0 } != nil })
    #expect(values.withLock { $0 } == [1])
    #expect(failure.withLock { $0 } == "oops")
    cancellable.cancel()
  }

  @Test func cancelEndsTheIteration() async {
    let terminated = Locked(false)
    let stream = AsyncStream<Int> { continuation in
      continuation.onTermination = { _ in terminated.withLock { $0 = true } }
      continuation.yield(1)
    }
    let recorder = RecordingSubscriber<Int, Never>()
    stream.publisher.subscribe(recorder)
    // Once 1 has arrived, the task is pulling the next element (or about to).
    #expect(await eventually { recorder.values == [1] })
    recorder.cancel()
    #expect(await eventually { terminated.withLock { $0 } })
    recorder.expectEvents([.subscription, .value(1)])
  }
}
