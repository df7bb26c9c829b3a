import Signals
import Testing

@Suite("Optional.Publisher and Result.Publisher", .endsSubscriptions)
struct OptionalPublisherTests {
  @Test func optionalDeliversItsValueOnDemand() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    Optional(3).publisher.subscribe(recorder)
    recorder.expectEvents([.subscription])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value(3), .completion(.finished)])
  }

  @Test func nilFinishesWithoutDemand() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    Optional<Int>.Publisher(nil).subscribe(recorder)
    recorder.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func resultSuccessAndFailure() {
    let success = RecordingSubscriber<Int, TestError>()
    Result<Int, TestError>.success(1).publisher.subscribe(success)
    success.expectEvents([.subscription, .value(1), .completion(.finished)])
    let failure = RecordingSubscriber<Int, TestError>(initialDemand: .none)
    Result<Int, TestError>.Publisher(.oops).subscribe(failure)
    failure.expectEvents([.subscription, .completion(.failure(.oops))])
    #expect(Result<Int, TestError>.Publisher(2).result == .success(2))
  }
}
