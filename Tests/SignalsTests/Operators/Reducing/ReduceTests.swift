import Signals
import Testing

@Suite("Publishers.Reduce", .endsSubscriptions)
struct ReduceTests {
  @Test func requestsUnlimitedAndWaitsForDemandBeforeDelivering() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.reduce(0, +).subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.unlimited)])
    upstream.send(1)
    upstream.send(2)
    upstream.send(completion: .finished)
    recorder.expectEvents([.subscription])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value(3), .completion(.finished)])
  }

  @Test func aValueSentBackFromInsideTheClosureIsOverwrittenByTheOuterStep() {
    // As in Combine: the nested value is accumulated from the result before the outer one, and
    // the outer step's result is the one kept.
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    subject
      .reduce(0) { sum, value in
        if value == 1 { subject.send(10) }
        return sum + value
      }
      .subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    recorder.expectEvents([.subscription, .value(3), .completion(.finished)])
  }

  @Test func failureIsDeliveredWithoutDemand() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<[Int], TestError>(initialDemand: .none)
    upstream.collect().subscribe(recorder)
    upstream.send(1)
    upstream.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func tryReduceFailsAndCancelsUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, any Error>()
    upstream.tryReduce(0) { sum, value in
      if value < 0 { throw TestError.oops }
      return sum + value
    }
    .subscribe(recorder)
    upstream.send(1)
    upstream.send(-1)
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    #expect(recorder.values.isEmpty)
    guard case .failure(let error) = recorder.completion else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? TestError == .oops)
  }

  @Test func collectCountAndComparisons() {
    let all = RecordingSubscriber<[Int], Never>()
    [1, 2, 3].publisher.collect().subscribe(all)
    all.expectEvents([.subscription, .value([1, 2, 3]), .completion(.finished)])
    let count = RecordingSubscriber<Int, Never>()
    ["a", "b"].publisher.count().subscribe(count)
    count.expectEvents([.subscription, .value(2), .completion(.finished)])
    let min = RecordingSubscriber<Int, Never>()
    [3, 1, 2].publisher.min().subscribe(min)
    #expect(min.values == [1])
    let max = RecordingSubscriber<Int, Never>()
    [3, 1, 5, 2].publisher.max().subscribe(max)
    #expect(max.values == [5])
    let shortest = RecordingSubscriber<String, Never>()
    ["bb", "a", "c"].publisher.min { $0.count < $1.count }.subscribe(shortest)
    #expect(shortest.values == ["a"])
    let longest = RecordingSubscriber<String, Never>()
    ["bb", "a", "cc"].publisher.max { $0.count < $1.count }.subscribe(longest)
    #expect(longest.values == ["bb"])
    let empty = RecordingSubscriber<Int, Never>()
    [Int]().publisher.max().subscribe(empty)
    empty.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func tryComparisonFailsOnThrow() {
    let recorder = RecordingSubscriber<Int, any Error>()
    [1, 2].publisher.tryMax { _, _ in throw TestError.oops }.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(recorder.events.count == 2)
    let fine = RecordingSubscriber<Int, any Error>()
    [2, 1, 3].publisher.tryMin { $0 < $1 }.subscribe(fine)
    #expect(fine.values == [1])
  }

  @Test func ignoreOutputPassesOnlyTheCompletionAndItsOutputIsNever() {
    let recorder = RecordingSubscriber<Never, TestError>()
    let subject = PassthroughSubject<Int, TestError>()
    subject.ignoreOutput().subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }
}
