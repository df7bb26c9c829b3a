import Signals
import Testing

@Suite("Publishers.Output", .endsSubscriptions)
struct OutputTests {
  @Test func prefixFinishesWhenTheNextValueArrives() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.prefix(2).subscribe(recorder)
    upstream.send(1)
    upstream.send(2)
    recorder.expectEvents([.subscription, .value(1), .value(2)])
    #expect(upstream.send(3) == .none)
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func prefixOfASequence() {
    let recorder = RecordingSubscriber<Int, Never>()
    [1, 2, 3].publisher.prefix(2).subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
  }

  @Test func outputAtAndInCountFromZero() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    upstream.output(in: 1...2).subscribe(recorder)
    #expect(upstream.send(0) == .max(1))
    #expect(upstream.send(1) == .none)
    #expect(upstream.send(2) == .none)
    #expect(recorder.values == [1, 2])
    let one = RecordingSubscriber<String, Never>()
    ["a", "b", "c"].publisher.output(at: 1).subscribe(one)
    one.expectEvents([.subscription, .value("b"), .completion(.finished)])
    #expect([1].publisher.prefix(5).range == 0..<5)
    #expect([1].publisher.output(in: 3...).range == 3..<Int.max)
  }

  @Test func dropFirstAddsTheCountToTheFirstRequest() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    upstream.dropFirst(2).subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.max(3))])
    #expect(upstream.send(1) == .none)
    #expect(upstream.send(2) == .none)
    upstream.send(3)
    recorder.request(.max(1))
    #expect(upstream.subscription?.events == [.requested(.max(3)), .requested(.max(1))])
    #expect(recorder.values == [3])
    let defaulted = RecordingSubscriber<Int, Never>()
    [1, 2, 3].publisher.dropFirst().subscribe(defaulted)
    #expect(defaulted.values == [2, 3])
  }

  @Test func prefixOfNegativeCountTraps() async {
    await #expect(processExitsWith: .failure) { _ = Empty<Int, Never>().prefix(-1) }
  }

  @Test func outputAtNegativeIndexTraps() async {
    await #expect(processExitsWith: .failure) { _ = Empty<Int, Never>().output(at: -1) }
  }

  @Test func dropFirstOfNegativeCountTrapsWhenSubscribedNotWhenMade() async {
    let dropping = PassthroughSubject<Int, Never>().dropFirst(-1)
    #expect(dropping.count == -1)
    await #expect(processExitsWith: .failure) {
      _ = PassthroughSubject<Int, Never>().dropFirst(-1).sink { _ in }
    }
  }

  @Test func operatorsOfEqualUpstreamsAreEqual() {
    let empty = Empty<Int, Never>()
    #expect(empty.prefix(2) == empty.prefix(2))
    #expect(empty.prefix(2) != empty.prefix(3))
    #expect(empty.dropFirst(1) == empty.dropFirst(1))
    #expect(empty.collect(2) == empty.collect(2))
    #expect(empty.count() == empty.count())
    #expect(empty.replaceEmpty(with: 1) != empty.replaceEmpty(with: 2))
  }
}
