import Signals
import Testing

/// Which scheduler calls the timing operators make, as Combine's do: a custom scheduler sees the
/// same calls with only the import changed.
@Suite("Scheduler calls of the timing operators", .endsSubscriptions)
struct SchedulerCallsTests {
  @Test func debounceArmsARepeatingTimerPerValueAndCancelsItWhenItFires() {
    let scheduler = CallRecordingScheduler()
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let cancellable = subject.debounce(for: .seconds(1), scheduler: scheduler)
      .sink { values.append($0) }
    subject.send(1)
    #expect(scheduler.calls == ["now", "minimumTolerance", "scheduleRepeating"])
    scheduler.base.advance(by: .seconds(10))
    #expect(values == [1])
    #expect(scheduler.base.pendingActionCount == 0)
    subject.send(completion: .finished)
    #expect(scheduler.calls.last == "schedule")
    cancellable.cancel()
    scheduler.base.advance()  // the completion, scheduled before the cancel, still runs
    #expect(values == [1])
  }

  @Test func timeoutArmsAtTheSubscriptionAtTheFirstRequestAndAtEachValue() {
    let scheduler = CallRecordingScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    subject.timeout(.seconds(1), scheduler: scheduler).subscribe(recorder)
    let arm = ["now", "minimumTolerance", "scheduleRepeating"]
    #expect(scheduler.calls == arm + arm)
    subject.send(1)
    #expect(scheduler.calls == arm + arm + arm + ["schedule"])
    #expect(scheduler.base.pendingActionCount == 2)  // the delivery and the one live timer
    recorder.request(.max(1))
    #expect(scheduler.calls == arm + arm + arm + ["schedule"])  // a later request arms nothing
    recorder.cancel()
    scheduler.base.advance()  // the delivery scheduled before the cancel runs, and goes
    #expect(scheduler.base.pendingActionCount == 0)
  }

  @Test func timeoutWithoutARequestArmsOnce() {
    let scheduler = CallRecordingScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    subject.timeout(.seconds(1), scheduler: scheduler).subscribe(recorder)
    #expect(scheduler.calls == ["now", "minimumTolerance", "scheduleRepeating"])
  }

  @Test func throttleReadsTheClockAsCombineDoes() {
    let scheduler = CallRecordingScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(recorder)
    #expect(scheduler.calls == ["now", "now"])
    subject.send(1)
    #expect(scheduler.calls == ["now", "now", "now", "schedule"])
    subject.send(completion: .finished)
    #expect(scheduler.calls.suffix(1) == ["now"])
    scheduler.base.advance(by: .seconds(1))
    #expect(scheduler.calls.suffix(1) == ["now"])  // no clock read for a value behind a completion
    #expect(recorder.completion == .finished)
  }
}
