import Signals
import Testing

@Suite("Publishers.FlatMap", .endsSubscriptions)
struct FlatMapTests {
  @Test func deliversEveryInnerValue() {
    var received: [Int] = []
    let cancellable = [1, 2, 3].publisher.flatMap { [$0, $0 * 10].publisher }
      .sink { received.append($0) }
    #expect(received == [1, 10, 2, 20, 3, 30])
    cancellable.cancel()
  }

  @Test func interleavesLiveInnerPublishers() {
    let outer = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
    let first = PassthroughSubject<String, Never>()
    let second = PassthroughSubject<String, Never>()
    let recorder = RecordingSubscriber<String, Never>()
    outer.flatMap { $0 }.subscribe(recorder)
    outer.send(first)
    first.send("a")
    outer.send(second)
    second.send("b")
    first.send("c")
    outer.send(completion: .finished)
    first.send(completion: .finished)
    #expect(recorder.completion == nil)
    second.send(completion: .finished)
    recorder.expectEvents([
      .subscription, .value("a"), .value("b"), .value("c"), .completion(.finished),
    ])
  }

  @Test func maxPublishersLimitsHowManyRunAtOnce() {
    let upstream = ManualPublisher<Int, Never>()
    let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.flatMap(maxPublishers: .max(1)) { inners[$0] }.subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.max(1))])
    upstream.send(0)
    inners[0].send(1)
    inners[0].send(completion: .finished)
    #expect(upstream.subscription?.events == [.requested(.max(1)), .requested(.max(1))])
    upstream.send(1)
    inners[1].send(2)
    #expect(recorder.values == [1, 2])
  }

  @Test func innerFailureCancelsTheOtherInnersButNotTheUpstream() {
    let upstream = ManualPublisher<Int, TestError>()
    let good = ManualPublisher<Int, TestError>()
    let bad = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    upstream.flatMap { $0 == 0 ? good : bad }.subscribe(recorder)
    upstream.send(0)
    upstream.send(1)
    bad.send(completion: .failure(.oops))
    #expect(recorder.completion == .failure(.oops))
    #expect(upstream.subscription?.events == [.requested(.unlimited)])
    #expect(good.subscription?.events == [.requested(.unlimited), .cancelled])
    #expect(bad.subscription?.events == [.requested(.unlimited)])
    // As in Combine, a value a cancelled child still sends reaches a downstream alive elsewhere.
    good.send(5)
    #expect(recorder.values == [5])
  }

  @Test func afterAnInnerFailureTheUpstreamSeesOnlyItsRequestEvenWhenTheSinkIsCancelled() {
    let searches = ManualPublisher<String, TestError>()
    let failing = ManualPublisher<Int, TestError>()
    var completions: [Subscribers.Completion<TestError>] = []
    let cancellable = searches.flatMap { _ in failing }
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
    searches.send("swift")
    failing.send(completion: .failure(.oops))
    cancellable.cancel()
    #expect(completions == [.failure(.oops)])
    #expect(searches.subscription?.events == [.requested(.unlimited)])
    #expect(failing.subscription?.events == [.requested(.unlimited)])
  }

  @Test func aCancelAfterAnInnerFailureLeavesTheUpstreamSubscribed() {
    let upstream = ManualPublisher<Int, TestError>()
    let good = ManualPublisher<Int, TestError>()
    let bad = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    var made: [Int] = []
    upstream.flatMap { value -> ManualPublisher<Int, TestError> in
      made.append(value)
      return value == 0 ? good : bad
    }
    .subscribe(recorder)
    upstream.send(0)
    upstream.send(1)
    bad.send(completion: .failure(.oops))
    recorder.cancel()
    recorder.cancel()
    #expect(upstream.subscription?.events == [.requested(.unlimited)])
    #expect(good.subscription?.events == [.requested(.unlimited), .cancelled])
    #expect(bad.subscription?.events == [.requested(.unlimited)])
    // What the upstream still sends makes no more inner publishers and ends nothing again.
    #expect(upstream.send(2) == .none)
    upstream.send(completion: .finished)
    #expect(made == [0, 1])
    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func withMaxPublishersAnInnerFailureNeitherCancelsNorAsksTheUpstreamForMore() {
    let upstream = ManualPublisher<Int, TestError>()
    let inners = [ManualPublisher<Int, TestError>(), ManualPublisher<Int, TestError>()]
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .max(1))
    upstream.flatMap(maxPublishers: .max(2)) { inners[$0] }.subscribe(recorder)
    upstream.send(0)
    upstream.send(1)
    inners[0].send(completion: .failure(.oops))
    recorder.cancel()
    #expect(upstream.subscription?.events == [.requested(.max(2))])
    #expect(inners[0].subscription?.events == [.requested(.max(1))])
    #expect(inners[1].subscription?.events == [.requested(.max(1)), .cancelled])
    #expect(recorder.completion == .failure(.oops))
  }

  @Test func switchToLatestStillCancelsTheUpstreamOnAChildFailure() {
    let upstream = ManualPublisher<ManualPublisher<Int, TestError>, TestError>()
    let bad = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    upstream.switchToLatest().subscribe(recorder)
    upstream.send(bad)
    bad.send(completion: .failure(.oops))
    #expect(recorder.completion == .failure(.oops))
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func honoursFiniteDemandAcrossInners() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
    [1, 2].publisher.flatMap { [$0, $0 * 10, $0 * 100].publisher }.subscribe(recorder)
    #expect(recorder.values == [1, 10, 100])
    recorder.request(.max(2))
    #expect(recorder.values == [1, 10, 100, 2, 20])
    recorder.request(.max(9))
    #expect(recorder.values == [1, 10, 100, 2, 20, 200])
    #expect(recorder.completion == .finished)
  }

  @Test func demandReturnedFromValuesKeepsInnersFlowing() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
    [1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.subscribe(recorder)
    #expect(recorder.values == [1, 10, 2, 20])
    #expect(recorder.completion == .finished)
  }

  @Test func oneValueAtATimeWithTwoPublishersKeepsSequenceOrder() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
    (1..<5).publisher.flatMap(maxPublishers: .max(2)) { ($0..<($0 + 4)).publisher }
      .subscribe(recorder)
    #expect(recorder.values == [1, 2, 3, 4, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 7])
    #expect(recorder.completion == .finished)
  }

  @Test func innerDemandIsOneMorePerDeliveredValue() {
    let outer = PassthroughSubject<ManualPublisher<Int, Never>, Never>()
    let child = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
    outer.flatMap { $0 }.subscribe(recorder)
    outer.send(child)
    #expect(child.subscription?.totalDemand == .max(1))
    #expect(child.send(666) == .max(1))
    #expect(child.send(777) == .max(1))
    #expect(child.send(888) == .none)
    #expect(child.send(999) == .none)
    #expect(recorder.values == [666, 777])
    #expect(child.subscription?.totalDemand == .max(1))
    recorder.request(.max(10))
    #expect(recorder.values == [666, 777, 888, 999])
    #expect(child.subscription?.totalDemand == .max(3))
    recorder.request(.unlimited)
    #expect(child.subscription?.totalDemand == .unlimited)
  }

  @Test func maxPublishersNoneAsksTheUpstreamForNone() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.flatMap(maxPublishers: .none) { Just($0) }.subscribe(recorder)
    recorder.expectEvents([.subscription])
    #expect(upstream.subscription?.events == [.requested(.none)])
    upstream.send(completion: .finished)
    recorder.expectEvents([.subscription, .completion(.finished)])
  }
}
