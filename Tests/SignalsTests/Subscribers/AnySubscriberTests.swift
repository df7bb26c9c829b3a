import Signals
import Testing

@Suite("AnySubscriber", .endsSubscriptions)
struct AnySubscriberTests {
  @Test func forwardsSubscriptionValuesAndCompletion() {
    let recorder = RecordingSubscriber<Int, Never>()

    [1, 2].publisher.subscribe(AnySubscriber(recorder))

    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
  }

  @Test func forwardsTheWrappedSubscribersDemand() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .none)
    let erased = AnySubscriber(recorder)

    [1, 2, 3].publisher.subscribe(erased)
    #expect(erased.receive(9) == .none)

    recorder.expectEvents([.subscription, .value(1), .value(9)])
  }

  @Test func forwardsFailure() {
    let recorder = RecordingSubscriber<Int, TestError>()

    Fail<Int, TestError>(error: .oops).subscribe(AnySubscriber(recorder))

    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func keepsTheWrappedSubscribersCombineIdentifier() {
    let recorder = RecordingSubscriber<Int, Never>()
    let erased = AnySubscriber(recorder)
    let erasedTwice = AnySubscriber(erased)

    #expect(erased.combineIdentifier == recorder.combineIdentifier)
    #expect(erasedTwice.combineIdentifier == recorder.combineIdentifier)
    #expect(erased.combineIdentifier != RecordingSubscriber<Int, Never>().combineIdentifier)
  }

  @Test func closureInitForwardsEveryEvent() {
    let log = Locked<[String]>([])
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { subscription in
        log.withLock { $0.append("subscription") }
        subscription.request(.max(1))
      },
      receiveValue: { value in
        log.withLock { $0.append("value \(value)") }
        return .max(1)
      },
      receiveCompletion: { completion in
        log.withLock { $0.append("completion \(completion)") }
      }
    )

    [1, 2].publisher.subscribe(subscriber)

    #expect(log.withLock { $0 } == ["subscription", "value 1", "value 2", "completion finished"])
  }

  @Test func closureInitWithoutClosuresIgnoresEvents() {
    let subscriber = AnySubscriber<Int, Never>()

    subscriber.receive(subscription: Subscriptions.empty)
    #expect(subscriber.receive(1) == .none)
    subscriber.receive(completion: .finished)
    #expect(String(describing: subscriber) == "Anonymous AnySubscriber")
  }

  @Test func closureInitGivesEachSubscriberItsOwnIdentifier() {
    let first = AnySubscriber<Int, Never>()
    let second = AnySubscriber<Int, Never>()

    #expect(first.combineIdentifier != second.combineIdentifier)
    #expect(AnySubscriber(first).combineIdentifier == first.combineIdentifier)
  }

  @Test func subjectInitForwardsToTheSubject() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    subject.subscribe(recorder)

    [1, 2, 3].publisher.subscribe(AnySubscriber(subject))

    recorder.expectEvents([
      .subscription, .value(1), .value(2), .value(3), .completion(.finished),
    ])
  }

  @Test func subjectInitForwardsFailure() {
    let subject = CurrentValueSubject<Int, TestError>(0)
    let recorder = RecordingSubscriber<Int, TestError>()
    subject.subscribe(recorder)

    Fail<Int, TestError>(error: .oops).subscribe(AnySubscriber(subject))

    recorder.expectEvents([.subscription, .value(0), .completion(.failure(.oops))])
  }

  @Test func subjectInitUsesTheSubjectsIdentity() {
    let subject = PassthroughSubject<Int, Never>()

    #expect(AnySubscriber(subject).combineIdentifier == CombineIdentifier(subject))
    #expect(AnySubscriber(subject).combineIdentifier == AnySubscriber(subject).combineIdentifier)
  }
}
