import Signals
import Testing

@Suite("Publishers.Contains and AllSatisfy", .endsSubscriptions)
struct ContainsTests {
  @Test func containsCancelsUpstreamBeforeSendingTrue() {
    let upstream = ManualPublisher<Int, Never>()
    let cancelledFirst = Locked<Bool?>(nil)
    let recorder = RecordingSubscriber<Bool, Never>(onValue: { _ in
      cancelledFirst.withLock { $0 = upstream.subscription?.isCancelled }
    })
    upstream.contains(2).subscribe(recorder)
    upstream.send(1)
    upstream.send(2)
    recorder.expectEvents([.subscription, .value(true), .completion(.finished)])
    #expect(cancelledFirst.withLock { $0 } == true)
  }

  @Test func answersFalseOrTrueAtTheEnd() {
    let missing = RecordingSubscriber<Bool, Never>()
    [1, 3].publisher.contains(2).subscribe(missing)
    missing.expectEvents([.subscription, .value(false), .completion(.finished)])
    let whereFound = RecordingSubscriber<Bool, Never>()
    [1, 3].publisher.contains { $0 > 2 }.subscribe(whereFound)
    #expect(whereFound.values == [true])
    let all = RecordingSubscriber<Bool, Never>()
    [2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.subscribe(all)
    all.expectEvents([.subscription, .value(true), .completion(.finished)])
    let notAll = RecordingSubscriber<Bool, Never>()
    [2, 3, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.subscribe(notAll)
    notAll.expectEvents([.subscription, .value(false), .completion(.finished)])
  }

  @Test func tryFormsFailOnThrow() {
    let contains = RecordingSubscriber<Bool, any Error>()
    [1].publisher.tryContains { _ in throw TestError.oops }.subscribe(contains)
    let all = RecordingSubscriber<Bool, any Error>()
    [1].publisher.tryAllSatisfy { _ in throw TestError.oops }.subscribe(all)
    for recorder in [contains, all] {
      #expect(recorder.values.isEmpty)
      #expect(recorder.events.count == 2)
    }
  }

  @Test func replaceEmptyOnlyForAnEmptyUpstream() {
    let empty = RecordingSubscriber<Int, Never>()
    [Int]().publisher.replaceEmpty(with: 0).subscribe(empty)
    empty.expectEvents([.subscription, .value(0), .completion(.finished)])
    let full = RecordingSubscriber<Int, Never>()
    [1].publisher.replaceEmpty(with: 0).subscribe(full)
    full.expectEvents([.subscription, .value(1), .completion(.finished)])
    let failed = RecordingSubscriber<Int, TestError>()
    Fail<Int, TestError>(error: .oops).replaceEmpty(with: 0).subscribe(failed)
    failed.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func replaceEmptyWaitsForDemand() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.replaceEmpty(with: 9).subscribe(recorder)
    upstream.send(completion: .finished)
    recorder.expectEvents([.subscription])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value(9), .completion(.finished)])
  }
}
