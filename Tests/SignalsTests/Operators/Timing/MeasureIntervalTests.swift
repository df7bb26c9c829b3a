import Signals
import Testing

@Suite("Publishers.MeasureInterval", .endsSubscriptions)
struct MeasureIntervalTests {
  @Test func measuresTheTimeSinceTheSubscriptionThenBetweenValues() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<String, Never>()
    let recorder = RecordingSubscriber<TestScheduler.Stride, Never>()
    subject.measureInterval(using: scheduler).subscribe(recorder)

    scheduler.advance(by: .milliseconds(250))
    subject.send("a")
    scheduler.advance(by: .seconds(1))
    subject.send("b")
    subject.send("c")
    subject.send(completion: .finished)
    recorder.expectEvents([
      .subscription, .value(.milliseconds(250)), .value(.seconds(1)), .value(.zero),
      .completion(.finished),
    ])
  }

  @Test func passesDemandAndCancellationUpstream() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<TestScheduler.Stride, Never>(
      initialDemand: .max(1),
      demandPerValue: .max(3)
    )
    upstream.measureInterval(using: scheduler).subscribe(recorder)
    // As in Combine, the downstream's new demand goes upstream as a request, not as the answer.
    #expect(upstream.send(1) == .none)
    recorder.cancel()
    #expect(
      upstream.subscription?.events == [.requested(.max(1)), .requested(.max(3)), .cancelled]
    )
  }
}
