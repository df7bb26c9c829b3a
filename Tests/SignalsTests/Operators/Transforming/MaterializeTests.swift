import Signals
import Testing

@Suite("Publishers.Materialize and Dematerialize", .endsSubscriptions)
struct MaterializeTests {
  @Test func materializesValuesAndTheCompletion() {
    let recorder = RecordingSubscriber<StreamEvent<Int, TestError>, Never>()
    let subject = PassthroughSubject<Int, TestError>()
    subject.materialize().subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(.oops))
    recorder.expectEvents([
      .subscription, .value(.value(1)), .value(.failure(.oops)), .completion(.finished),
    ])
  }

  @Test func theCompletionEventWaitsForDemand() {
    let recorder = RecordingSubscriber<StreamEvent<Int, Never>, Never>(initialDemand: .max(1))
    [1].publisher.materialize().subscribe(recorder)
    recorder.expectEvents([.subscription, .value(.value(1))])
    recorder.request(.max(1))
    recorder.expectEvents([
      .subscription, .value(.value(1)), .value(.finished), .completion(.finished),
    ])
  }

  @Test func dematerializeRestoresTheEvents() {
    let upstream = ManualPublisher<StreamEvent<Int, TestError>, Never>()
    let recorder = RecordingSubscriber<Int, TestError>()
    upstream.dematerialize().subscribe(recorder)
    upstream.send(.value(1))
    upstream.send(.failure(.oops))
    upstream.send(.value(2))
    recorder.expectEvents([.subscription, .value(1), .completion(.failure(.oops))])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func roundTrip() {
    let recorder = RecordingSubscriber<Int, TestError>()
    [1, 2].publisher.setFailureType(to: TestError.self).materialize().dematerialize()
      .subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
  }
}
