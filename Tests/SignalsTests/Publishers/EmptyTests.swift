import Signals
import Testing

@Suite("Empty", .endsSubscriptions)
struct EmptyTests {
  @Test func completesImmediatelyByDefault() {
    let recorder = RecordingSubscriber<Int, Never>()

    Empty<Int, Never>().subscribe(recorder)

    recorder.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func completesWithoutDemand() {
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)

    Empty<Int, TestError>(completeImmediately: true).subscribe(recorder)

    recorder.expectEvents([.subscription, .completion(.finished)])
  }

  @Test func neverCompletesWhenCompleteImmediatelyIsFalse() {
    let recorder = RecordingSubscriber<Int, Never>()

    Empty<Int, Never>(completeImmediately: false).subscribe(recorder)
    recorder.request(.max(3))

    recorder.expectEvents([.subscription])
  }

  @Test func typedInitializerKeepsTheFlag() {
    let never = Empty(completeImmediately: false, outputType: Int.self, failureType: Never.self)
    let finishing = Empty(outputType: String.self, failureType: TestError.self)

    #expect(never.completeImmediately == false)
    #expect(finishing.completeImmediately == true)
  }

  @Test func isEquatableByCompleteImmediately() {
    #expect(Empty<Int, Never>() == Empty<Int, Never>(completeImmediately: true))
    #expect(
      Empty<Int, Never>(completeImmediately: false) == Empty<Int, Never>(completeImmediately: false)
    )
    #expect(Empty<Int, Never>() != Empty<Int, Never>(completeImmediately: false))
  }
}
