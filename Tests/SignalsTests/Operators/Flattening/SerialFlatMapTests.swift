import Signals
import Testing

@Suite("Publishers.SerialFlatMap", .endsSubscriptions)
struct SerialFlatMapTests {
  @Test func flatMapLatestCancelsThePreviousInner() {
    let queries = PassthroughSubject<Int, Never>()
    let results = [ManualPublisher<String, Never>(), ManualPublisher<String, Never>()]
    let recorder = RecordingSubscriber<String, Never>()
    queries.flatMapLatest { results[$0] }.subscribe(recorder)
    queries.send(0)
    results[0].send("old")
    queries.send(1)
    results[0].send("stale")
    results[1].send("new")
    #expect(recorder.values == ["old", "new"])
    #expect(results[0].subscription?.isCancelled == true)
  }

  @Test func concatMapRunsInnersOneAfterAnotherInOrder() {
    let values = PassthroughSubject<Int, Never>()
    let inners = (0..<3).map { _ in PassthroughSubject<String, Never>() }
    let recorder = RecordingSubscriber<String, Never>()
    values.concatMap { inners[$0] }.subscribe(recorder)
    values.send(0)
    values.send(1)
    values.send(2)
    inners[1].send("lost: not yet subscribed")
    inners[0].send("a")
    inners[0].send(completion: .finished)
    inners[1].send("b")
    values.send(completion: .finished)
    inners[1].send(completion: .finished)
    inners[2].send("c")
    #expect(recorder.completion == nil)
    inners[2].send(completion: .finished)
    recorder.expectEvents([
      .subscription, .value("a"), .value("b"), .value("c"), .completion(.finished),
    ])
  }

  @Test func concatMapOfSequencesKeepsOrder() {
    var received: [Int] = []
    let cancellable = [1, 2, 3].publisher.concatMap { [$0, $0 * 10].publisher }
      .sink { received.append($0) }
    #expect(received == [1, 10, 2, 20, 3, 30])
    cancellable.cancel()
  }

  @Test func flatMapFirstIgnoresValuesWhileAnInnerRuns() {
    let taps = PassthroughSubject<Int, Never>()
    let inners = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
    let recorder = RecordingSubscriber<Int, Never>()
    taps.flatMapFirst { inners[$0] }.subscribe(recorder)
    taps.send(0)
    taps.send(1)
    inners[1].send(100)
    inners[0].send(0)
    inners[0].send(completion: .finished)
    taps.send(2)
    inners[2].send(2)
    #expect(recorder.values == [0, 2])
  }

  @Test func cancelReachesUpstreamAndInner() {
    let upstream = ManualPublisher<Int, Never>()
    let inner = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.concatMap { _ in inner }.subscribe(recorder)
    upstream.send(0)
    recorder.cancel()
    #expect(upstream.subscription?.isCancelled == true)
    #expect(inner.subscription?.isCancelled == true)
  }

  @Test func flatMapFirstLeavesTheUpstreamSubscribedAfterAnInnersFailureAsCombineExtDoes() {
    let taps = ManualPublisher<Int, TestError>()
    let submission = ManualPublisher<String, TestError>()
    var completions: [Subscribers.Completion<TestError>] = []
    var submitted: [Int] = []
    let cancellable =
      taps.flatMapFirst { tap -> ManualPublisher<String, TestError> in
        submitted.append(tap)
        return submission
      }
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
    taps.send(0)
    submission.send(completion: .failure(.oops))
    cancellable.cancel()
    // A later tap makes no publisher.
    #expect(taps.send(1) == .none)
    #expect(submitted == [0])
    #expect(completions == [.failure(.oops)])
    #expect(taps.subscription?.events == [.requested(.unlimited)])
  }

  @Test func flatMapLatestAndConcatMapCancelTheUpstreamOnAnInnersFailure() {
    for policy in [
      Publishers.SerialFlatMap<ManualPublisher<Int, TestError>, ManualPublisher<Int, TestError>>
        .Policy.latest, .concat,
    ] {
      let upstream = ManualPublisher<Int, TestError>()
      let inner = ManualPublisher<Int, TestError>()
      let recorder = RecordingSubscriber<Int, TestError>()
      Publishers.SerialFlatMap(upstream: upstream, policy: policy) { _ in inner }
        .subscribe(recorder)
      upstream.send(0)
      inner.send(completion: .failure(.oops))
      #expect(recorder.completion == .failure(.oops))
      #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    }
  }
}
