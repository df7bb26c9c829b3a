import Signals
import Testing

@Suite("Publishers.First and Last", .endsSubscriptions)
struct FirstLastTests {
  @Test func firstCancelsUpstreamBeforeSendingItsValue() {
    let upstream = ManualPublisher<Int, Never>()
    let cancelledFirst = Locked<Bool?>(nil)
    let recorder = RecordingSubscriber<Int, Never>(onValue: { _ in
      cancelledFirst.withLock { $0 = upstream.subscription?.isCancelled }
    })
    upstream.first().subscribe(recorder)
    upstream.send(7)
    upstream.send(8)
    recorder.expectEvents([.subscription, .value(7), .completion(.finished)])
    #expect(cancelledFirst.withLock { $0 } == true)
  }

  @Test func firstWhereAndEmptyUpstream() {
    let match = RecordingSubscriber<Int, Never>()
    [1, 2, 3].publisher.first { $0 > 1 }.subscribe(match)
    match.expectEvents([.subscription, .value(2), .completion(.finished)])
    let none = RecordingSubscriber<Int, Never>()
    [1].publisher.first { $0 > 1 }.subscribe(none)
    none.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func firstWaitsForDemand() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    let subject = PassthroughSubject<Int, Never>()
    subject.first().subscribe(recorder)
    subject.send(1)
    recorder.expectEvents([.subscription])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value(1), .completion(.finished)])
  }

  @Test func anEmptyUpstreamsEndWaitsForDemandToo() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.first().subscribe(recorder)
    upstream.send(completion: .finished)
    recorder.expectEvents([.subscription])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func lastForms() {
    let last = RecordingSubscriber<Int, Never>()
    [1, 2, 3].publisher.last().subscribe(last)
    last.expectEvents([.subscription, .value(3), .completion(.finished)])
    let lastWhere = RecordingSubscriber<Int, Never>()
    [1, 2, 3].publisher.last { $0 < 3 }.subscribe(lastWhere)
    #expect(lastWhere.values == [2])
    let tryLast = RecordingSubscriber<Int, any Error>()
    [1, 2, 3].publisher.tryLast { $0 != 1 }.subscribe(tryLast)
    #expect(tryLast.values == [3])
  }

  @Test func tryFormsFailOnThrow() {
    let first = RecordingSubscriber<Int, any Error>()
    [1].publisher.tryFirst { _ in throw TestError.oops }.subscribe(first)
    let last = RecordingSubscriber<Int, any Error>()
    [1].publisher.tryLast { _ in throw TestError.oops }.subscribe(last)
    for recorder in [first, last] {
      #expect(recorder.values.isEmpty)
      guard case .failure(let error) = recorder.completion else {
        Issue.record("expected a failure")
        continue
      }
      #expect(error as? TestError == .oops)
    }
  }
}

@Suite("first(where:) subscription name", .endsSubscriptions)
struct FirstWhereNameTests {
  @Test func isTryFirstAsInCombine() {
    let recorder = RecordingSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().first { $0 > 1 }.subscribe(recorder)
    #expect("\(recorder.subscription!)" == "TryFirst")
  }
}
