import Signals
import Testing

@Suite("Just", .endsSubscriptions)
struct JustTests {
  @Test func waitsForDemandBeforeSending() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)

    Just(7).subscribe(recorder)

    recorder.expectEvents([.subscription])
  }

  @Test func deliversValueThenFinishedWhenRequested() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)

    Just(7).subscribe(recorder)
    recorder.request(.max(1))

    recorder.expectEvents([.subscription, .value(7), .completion(.finished)])
  }

  @Test func deliversValueThenFinishedWithUnlimitedDemand() {
    let recorder = RecordingSubscriber<String, Never>()

    Just("ready").subscribe(recorder)

    recorder.expectEvents([.subscription, .value("ready"), .completion(.finished)])
  }

  @Test func maxOneDemandIsEnough() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))

    Just(3).subscribe(recorder)

    recorder.expectEvents([.subscription, .value(3), .completion(.finished)])
  }

  @Test func deliversOnlyOnceWhenRequestedAgain() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))

    Just(3).subscribe(recorder)
    recorder.request(.max(1))
    recorder.request(.unlimited)

    recorder.expectEvents([.subscription, .value(3), .completion(.finished)])
  }

  @Test func cancelBeforeRequestDeliversNothing() {
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)

    Just(7).subscribe(recorder)
    recorder.cancel()
    recorder.request(.max(1))

    recorder.expectEvents([.subscription])
  }

  @Test func eachSubscriberGetsTheValue() {
    let just = Just(5)
    let first = RecordingSubscriber<Int, Never>()
    let second = RecordingSubscriber<Int, Never>()

    just.subscribe(first)
    just.subscribe(second)

    first.expectEvents([.subscription, .value(5), .completion(.finished)])
    second.expectEvents([.subscription, .value(5), .completion(.finished)])
  }

  @Test func isEquatableByOutput() {
    #expect(Just(1) == Just(1))
    #expect(Just(1) != Just(2))
  }
}
