import Signals
import Testing

@Suite("Publishers.Merge", .endsSubscriptions)
struct MergeTests {
  @Test func interleavesValuesAsTheyArrive() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    a.merge(with: b).subscribe(recorder)
    a.send(1)
    b.send(2)
    a.send(3)
    a.send(completion: .finished)
    b.send(4)
    #expect(recorder.completion == nil)
    b.send(completion: .finished)
    recorder.expectEvents([
      .subscription, .value(1), .value(2), .value(3), .value(4), .completion(.finished),
    ])
  }

  @Test func mergesThreeAndManySequencesInOrder() {
    var three: [Int] = []
    let first = [1, 2].publisher.merge(with: [3].publisher, [4, 5].publisher)
      .sink { three.append($0) }
    var many: [Int] = []
    let second = Publishers.MergeMany([[1].publisher, [2, 3].publisher])
      .merge(with: [4].publisher)
      .sink { many.append($0) }
    #expect(three == [1, 2, 3, 4, 5])
    #expect(many == [1, 2, 3, 4])
    first.cancel()
    second.cancel()
  }

  @Test func emptyMergeManyFinishesAtOnce() {
    let recorder = RecordingSubscriber<Int, Never>()
    Publishers.MergeMany([PassthroughSubject<Int, Never>]()).subscribe(recorder)
    recorder.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func failureCancelsTheOtherUpstream() {
    let a = ManualPublisher<Int, TestError>()
    let b = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    Publishers.Merge(a, b).subscribe(recorder)
    a.send(1)
    b.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .value(1), .completion(.failure(.oops))])
    #expect(a.subscription?.events == [.requested(.unlimited), .cancelled])
    #expect(b.subscription?.events == [.requested(.unlimited)])
  }

  @Test func asksEachUpstreamForOneValueAtATimeUnderFiniteDemand() {
    let a = ManualPublisher<Int, Never>()
    let b = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    a.merge(with: b).subscribe(recorder)
    #expect(a.subscription?.events == [.requested(.max(1))])
    a.send(1)
    b.send(2)
    #expect(recorder.values == [1])
    #expect(a.subscription?.events == [.requested(.max(1)), .requested(.max(1))])
    recorder.request(.max(5))
    #expect(recorder.values == [1, 2])
    #expect(b.subscription?.events == [.requested(.max(1)), .requested(.max(1))])
    recorder.request(.unlimited)
    #expect(a.subscription?.events.last == .requested(.unlimited))
  }

  @Test func subscriptionsAreNamedAsInCombine() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let names = [
      name(a.merge(with: b)), name(a.zip(b)), name(a.combineLatest(b)), name(outer.flatMap { $0 }),
      name(outer.switchToLatest()), name(a.drop(untilOutputFrom: b)),
    ]
    #expect(
      names == ["Merge", "Zip", "CombineLatest", "FlatMap", "SwitchToLatest", "DropUntilOutput"]
    )
    // Combine gives `prefix(untilOutputFrom:)`'s no description: its type name shows.
    #expect(name(a.prefix(untilOutputFrom: b)).contains("PrefixUntilOutput"))
  }

  private func name<P: Publisher>(_ publisher: P) -> String {
    let recorder = RecordingSubscriber<P.Output, P.Failure>()
    publisher.subscribe(recorder)
    defer { recorder.cancel() }
    return recorder.subscription.map { String(describing: $0) } ?? "none"
  }

  @Test func cancelReachesEveryUpstream() {
    let a = ManualPublisher<Int, Never>()
    let b = ManualPublisher<Int, Never>()
    let c = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    a.merge(with: b, c).subscribe(recorder)
    recorder.cancel()
    #expect([a, b, c].allSatisfy { $0.subscription?.isCancelled == true })
    a.send(1)
    #expect(recorder.values.isEmpty)
  }
}
