import Signals
import Testing

@Suite("AnyPublisher", .endsSubscriptions)
struct AnyPublisherTests {
  @Test func forwardsValuesAndCompletion() {
    let erased: AnyPublisher<Int, Never> = [1, 2, 3].publisher.eraseToAnyPublisher()
    let recorder = RecordingSubscriber<Int, Never>()

    erased.subscribe(recorder)

    recorder.expectEvents([
      .subscription, .value(1), .value(2), .value(3), .completion(.finished),
    ])
  }

  @Test func forwardsDemand() {
    let erased = Just(9).eraseToAnyPublisher()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)

    erased.subscribe(recorder)
    recorder.expectEvents([.subscription])
    recorder.request(.max(1))

    recorder.expectEvents([.subscription, .value(9), .completion(.finished)])
  }

  @Test func forwardsFailure() {
    let erased = AnyPublisher(Fail<String, TestError>(error: .other))
    let recorder = RecordingSubscriber<String, TestError>(initialDemand: .none)

    erased.subscribe(recorder)

    recorder.expectEvents([.subscription, .completion(.failure(.other))])
  }

  @Test func forwardsSubjectSends() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()

    subject.eraseToAnyPublisher().subscribe(recorder)
    subject.send(4)
    subject.send(completion: .finished)

    recorder.expectEvents([.subscription, .value(4), .completion(.finished)])
  }

  @Test func erasingTwiceDoesNotNest() {
    let once = Just(1).eraseToAnyPublisher()
    let twice = once.eraseToAnyPublisher()
    let wrapped = AnyPublisher(twice)

    for erased in [once, twice, wrapped] {
      let base = Mirror(reflecting: erased).descendant("base")
      #expect(base is Just<Int>)
      #expect(!(base is AnyPublisher<Int, Never>))
    }
    #expect(String(describing: twice) == "AnyPublisher")
    #expect(String(describing: wrapped) == "AnyPublisher")
  }
}
