import Signals
import Testing

@Suite("Publishers.Zip demand", .endsSubscriptions)
struct ZipDemandTests {
  @Test func aCompletedPairIsDeliveredEvenBeyondTheDemand() {
    let names = ManualPublisher<String, Never>()
    let ages = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<String, Never>(initialDemand: .max(1))
    names.zip(ages).map { "\($0) \($1)" }.subscribe(recorder)
    #expect(names.send("Ada") == .none)
    #expect(ages.send(36) == .none)
    #expect(names.send("Alan") == .none)
    #expect(names.send("Grace") == .none)
    #expect(ages.send(41) == .none)
    #expect(recorder.values == ["Ada 36", "Alan 41"])
  }

  @Test func theDownstreamsAnswerGoesBackToTheUpstreamThatCompletedThePair() {
    let left = ManualPublisher<Int, Never>()
    let right = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none, demandPerValue: .max(1))
    left.zip(right) { $0 + $1 }.subscribe(recorder)
    #expect(left.send(1) == .none)
    #expect(right.send(2) == .max(1))
    #expect(recorder.values == [3])
    #expect(left.subscription?.events == [.requested(.max(1))])
    #expect(right.subscription?.events == [])
  }

  @Test func aRequestMadeWhileAPairIsDeliveredIsThatUpstreamsAnswer() {
    let left = ManualPublisher<Int, Never>()
    let right = ManualPublisher<Int, Never>()
    var subscription: (any Subscription)?
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(10)) { _ in
      subscription?.request(.max(666))
    }
    left.zip(right) { $0 + $1 }.subscribe(recorder)
    subscription = recorder.subscription
    #expect(left.send(1) == .none)
    #expect(right.send(1) == .max(666))
    #expect(left.subscription?.events == [.requested(.max(10)), .requested(.max(666))])
    #expect(right.subscription?.events == [.requested(.max(10))])
    subscription = nil
  }

  @Test func aFailureCancelsEveryUpstreamTheFailingOneToo() {
    let left = ManualPublisher<Int, TestError>()
    let right = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<(Int, Int), TestError>()
    left.zip(right).subscribe(recorder)
    left.send(completion: .failure(.oops))
    #expect(recorder.completion == .failure(.oops))
    #expect(left.subscription?.events == [.requested(.unlimited), .cancelled])
    #expect(right.subscription?.events == [.requested(.unlimited), .cancelled])
  }
}
