import Dispatch
import Signals
import Testing

@Suite("Publishers.Debounce", .endsSubscriptions)
struct DebounceTests {
  @Test func deliversTheLatestValueOnceTheUpstreamIsQuiet() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = TimingRecorder(
      subject.debounce(for: .milliseconds(300), scheduler: scheduler),
      on: scheduler
    )

    subject.send(1)
    scheduler.advance(by: .milliseconds(100))
    subject.send(2)
    scheduler.advance(by: .milliseconds(299))
    #expect(recorder.lines == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.lines == ["2@400"])

    scheduler.advance(by: .milliseconds(100))
    subject.send(3)
    scheduler.advance(by: .seconds(0.3))
    #expect(recorder.lines == ["2@400", "3@800"])
  }

  @Test func dropsThePendingValueWhenTheUpstreamFinishes() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = TimingRecorder(
      subject.debounce(for: .milliseconds(300), scheduler: scheduler),
      on: scheduler
    )

    subject.send(1)
    scheduler.advance(by: .milliseconds(100))
    subject.send(completion: .finished)
    #expect(recorder.lines == [])  // The completion goes through the scheduler.
    scheduler.advance(by: .seconds(1))
    #expect(recorder.lines == ["finished@100"])
  }

  @Test func deliversAFailureThroughTheScheduler() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = TimingRecorder(
      subject.debounce(for: .seconds(1), scheduler: scheduler),
      on: scheduler
    )
    subject.send(1)
    subject.send(completion: .failure(.oops))
    scheduler.run()
    #expect(recorder.lines == ["failure(oops)@0"])
  }

  @Test func dropsAValueDueWhileTheDownstreamHasNoDemand() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(recorder)

    subject.send(1)
    scheduler.advance(by: .seconds(1))
    recorder.request(.max(1))
    scheduler.advance(by: .seconds(1))
    subject.send(2)
    scheduler.advance(by: .seconds(1))
    recorder.expectEvents([.subscription, .value(2)])
  }

  @Test func requestsUnlimitedAndCancelsUpstream() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.unlimited)])

    upstream.send(1)
    recorder.cancel()
    scheduler.advance(by: .seconds(2))
    recorder.expectEvents([.subscription])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func cancelFreesTheSubscriberWhileATimerIsPending() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    final class Token {}
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = subject.debounce(for: .seconds(1), scheduler: scheduler).sink { _ in _ = token }
    }
    subject.send(1)
    cancellable?.cancel()
    #expect(weakToken == nil)
    #expect(scheduler.pendingActionCount == 0)  // the cancel also cancels the timer
  }

  @Test func aNewerValueCancelsTheTimerItReplacesAndAFiredTimerStops() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = TimingRecorder(
      subject.debounce(for: .seconds(1), scheduler: scheduler),
      on: scheduler
    )
    subject.send(1)
    scheduler.advance(by: .milliseconds(500))
    subject.send(2)
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: .seconds(5))
    #expect(recorder.lines == ["2@1500"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func worksWithADispatchQueue() {
    let queue = DispatchQueue(label: "DebounceTests")
    let subject = PassthroughSubject<Int, Never>()
    let done = DispatchSemaphore(value: 0)
    let values = Locked([Int]())
    let cancellable =
      subject
      .debounce(for: .milliseconds(200), scheduler: queue)
      .sink { value in
        values.withLock { $0.append(value) }
        done.signal()
      }
    for value in 1...3 { subject.send(value) }
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(values.withLock { $0 } == [3])
    cancellable.cancel()
  }
}
