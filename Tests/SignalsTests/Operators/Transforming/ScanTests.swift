import Signals
import Testing

@Suite("Publishers.Scan", .endsSubscriptions)
struct ScanTests {
  @Test func deliversRunningResults() {
    let recorder = RecordingSubscriber<Int, Never>()
    [1, 2, 3].publisher.scan(0, +).subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .value(3), .value(6), .completion(.finished)])
  }

  @Test func eachSubscriptionStartsFromTheInitialResult() {
    let scan = [1, 2].publisher.scan(10, +)
    let first = RecordingSubscriber<Int, Never>()
    let second = RecordingSubscriber<Int, Never>()
    scan.subscribe(first)
    scan.subscribe(second)
    #expect(first.values == [11, 13])
    #expect(second.values == [11, 13])
  }

  @Test func tryScanFailsOnThrow() {
    let recorder = RecordingSubscriber<Int, any Error>()
    [1, 2, 3].publisher
      .tryScan(0) { sum, value in
        if value == 3 { throw TestError.oops }
        return sum + value
      }
      .subscribe(recorder)
    #expect(recorder.values == [1, 3])
    guard case .failure(let error) = recorder.completion else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? TestError == .oops)
  }

  @Test func aValueSentBackFromInsideTheClosureIsDeliveredFirst() {
    // As in Combine: the nested value is accumulated from the result before the outer one, and
    // the outer step's result is the one kept.
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    subject
      .scan(0) { sum, value in
        if value == 1 { subject.send(10) }
        return sum + value
      }
      .subscribe(recorder)
    subject.send(1)
    subject.send(2)
    #expect(recorder.values == [10, 1, 3])
  }

  @Test func collectByCountKeepsItsBatchAcrossValues() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<[Int], Never>(initialDemand: .max(3))
    upstream.collect(3).subscribe(recorder)
    for value in 1...7 { upstream.send(value) }
    upstream.send(completion: .finished)
    recorder.expectEvents([
      .subscription, .value([1, 2, 3]), .value([4, 5, 6]), .value([7]), .completion(.finished),
    ])
    #expect(upstream.subscription?.events == [.requested(.max(9))])
  }
}
