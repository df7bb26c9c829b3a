import Signals
import Testing

@Suite("Publishers.ShareReplay", .endsSubscriptions)
struct ShareReplayTests {
  @Test func newSubscriberGetsTheLastValuesThenLiveOnes() {
    let upstream = PassthroughSubject<Int, Never>()
    let shared = upstream.share(replay: 2)
    let first = RecordingSubscriber<Int, Never>()
    shared.subscribe(first)
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    let second = RecordingSubscriber<Int, Never>()
    shared.subscribe(second)
    upstream.send(4)
    #expect(first.values == [1, 2, 3, 4])
    #expect(second.values == [2, 3, 4])
  }

  @Test func afterCompletionReplaysThenCompletes() {
    let shared = [1, 2, 3].publisher.share(replay: 1)
    let first = RecordingSubscriber<Int, Never>()
    let second = RecordingSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    first.expectEvents([.subscription, .value(1), .value(2), .value(3), .completion(.finished)])
    second.expectEvents([.subscription, .value(3), .completion(.finished)])
  }

  @Test func replayWaitsForDemand() {
    let upstream = PassthroughSubject<Int, Never>()
    let shared = upstream.share(replay: 3)
    let keeper = RecordingSubscriber<Int, Never>()
    shared.subscribe(keeper)
    upstream.send(1)
    upstream.send(2)
    let slow = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    shared.subscribe(slow)
    #expect(slow.values == [1])
    upstream.send(3)
    slow.request(.max(5))
    #expect(slow.values == [1, 2, 3])
  }

  @Test func zeroReplaySharesWithoutReplaying() {
    let upstream = PassthroughSubject<Int, Never>()
    let shared = upstream.share(replay: 0)
    let first = RecordingSubscriber<Int, Never>()
    shared.subscribe(first)
    upstream.send(1)
    let second = RecordingSubscriber<Int, Never>()
    shared.subscribe(second)
    upstream.send(2)
    #expect(first.values == [1, 2])
    #expect(second.values == [2])
  }

  @Test func negativeReplayTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = Just(1).share(replay: -1)
    }
  }

  @Test func cancellingEverySubscriberReleasesTheUpstream() {
    weak var weakUpstream: PassthroughSubject<Int, Never>?
    do {
      let upstream = PassthroughSubject<Int, Never>()
      weakUpstream = upstream
      let shared = upstream.share(replay: 1)
      let first = shared.sink { _ in }
      let second = shared.sink { _ in }
      upstream.send(1)
      first.cancel()
      second.cancel()
    }
    #expect(weakUpstream == nil)
  }

  @Test func theCompletionComesRightAfterTheValuesTheDemandAllows() {
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.share(replay: 3)
    let early = RecordingSubscriber<Int, Never>()
    shared.subscribe(early)
    for value in 1...3 { subject.send(value) }
    let late = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    shared.subscribe(late)
    subject.send(completion: .finished)
    late.expectEvents([.subscription, .value(1), .completion(.finished)])
    early.expectEvents([.subscription, .value(1), .value(2), .value(3), .completion(.finished)])
  }
}
