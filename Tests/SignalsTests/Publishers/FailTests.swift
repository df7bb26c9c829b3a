import Signals
import Testing

@Suite("Fail", .endsSubscriptions)
struct FailTests {
  @Test func failsWithoutDemand() {
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)

    Fail<Int, TestError>(error: .oops).subscribe(recorder)

    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func failsEverySubscriber() {
    let fail = Fail(outputType: String.self, failure: TestError.other)
    let first = RecordingSubscriber<String, TestError>()
    let second = RecordingSubscriber<String, TestError>()

    fail.subscribe(first)
    fail.subscribe(second)

    first.expectEvents([.subscription, .completion(.failure(.other))])
    second.expectEvents([.subscription, .completion(.failure(.other))])
  }

  @Test func isEquatableByError() {
    #expect(Fail<Int, TestError>(error: .oops) == Fail<Int, TestError>(error: .oops))
    #expect(Fail<Int, TestError>(error: .oops) != Fail<Int, TestError>(error: .other))
  }
}
