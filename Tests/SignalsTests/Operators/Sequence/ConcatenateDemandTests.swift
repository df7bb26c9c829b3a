import Signals
import Testing

@Suite("Publishers.Concatenate counts its demand as Combine's", .endsSubscriptions)
struct ConcatenateDemandTests {
  @Test func aPrefixValueBeyondTheDemandIsDropped() {
    let prefix = ManualPublisher<Int, Never>()
    let answers = Locked<[Subscribers.Demand]>([])
    // Each value sends the next one from inside its own delivery, ten times over.
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(3)) { value in
      guard value < 10 else { return }
      let answer = prefix.send(value + 1)
      answers.withLock { $0.append(answer) }
    }
    prefix.append().subscribe(recorder)
    #expect(prefix.send(1) == .none)
    recorder.expectEvents([.subscription, .value(1), .value(2), .value(3)])
    #expect(answers.withLock { $0 } == [.none, .none, .none])
  }

  @Test func theSuffixIsAskedForWhatIsLeftAndThePrefixIsIgnoredAfterwards() {
    let prefix = ManualPublisher<Int, TestError>()
    let suffix = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(
      initialDemand: .max(10),
      demandPerValue: .max(2)
    )
    prefix.append(suffix).subscribe(recorder)
    #expect(prefix.send(1) == .max(2))
    #expect(prefix.send(2) == .max(2))
    #expect(prefix.send(3) == .max(2))
    prefix.send(completion: .finished)
    #expect(prefix.subscription?.events == [.requested(.max(10))])
    #expect(suffix.subscription?.events == [.requested(.max(13))])

    #expect(prefix.send(4000) == .none)
    #expect(suffix.send(5) == .max(2))
    suffix.send(completion: .finished)
    suffix.send(completion: .failure(.oops))
    #expect(suffix.send(7) == .none)
    recorder.expectEvents([
      .subscription, .value(1), .value(2), .value(3), .value(5), .completion(.finished),
    ])
  }

  @Test func theSuffixIsNotLimitedByTheDemand() {
    let prefix = ManualPublisher<Int, Never>()
    let suffix = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    prefix.append(suffix).subscribe(recorder)
    prefix.send(completion: .finished)
    #expect(suffix.subscription?.events == [.requested(.max(1))])
    suffix.send(1)
    suffix.send(2)
    recorder.expectEvents([.subscription, .value(1), .value(2)])
  }
}
