import Dispatch
import Signals
import Testing

@Suite("Publishers.Timeout", .endsSubscriptions)
struct TimeoutTests {
  @Test func finishesAfterSilenceThatRestartsWithEachValue() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = TimingRecorder(
      upstream.timeout(.milliseconds(500), scheduler: scheduler),
      on: scheduler
    )

    scheduler.advance(by: .milliseconds(300))
    upstream.send(1)
    scheduler.advance(by: .milliseconds(499))
    #expect(recorder.lines == ["1@300"])
    #expect(upstream.subscription?.isCancelled == false)

    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.lines == ["1@300", "finished@800"])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func onlyTheFirstRequestRestartsTheTimeoutAsInCombine() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.timeout(.milliseconds(500), scheduler: scheduler).subscribe(recorder)
    scheduler.advance(by: .milliseconds(400))
    recorder.request(.max(1))  // restarts the wait: it now ends at 900
    scheduler.advance(by: .milliseconds(200))
    recorder.expectEvents([.subscription])
    recorder.request(.max(1))  // does not restart it
    scheduler.advance(by: .milliseconds(300))
    recorder.expectEvents([.subscription, .completion(.finished)])
    #expect(
      upstream.subscription?.events == [.requested(.max(1)), .requested(.max(1)), .cancelled]
    )
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func failsWithTheCustomError() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = TimingRecorder(
      subject.timeout(.seconds(0.5), scheduler: scheduler, customError: { .oops }),
      on: scheduler
    )
    scheduler.advance(by: .seconds(2))
    #expect(recorder.lines == ["failure(oops)@500"])
  }

  @Test func anUpstreamCompletionIsDeliveredThroughTheSchedulerAndStopsTheTimer() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = TimingRecorder(
      subject.timeout(.seconds(1), scheduler: scheduler, customError: { .other }),
      on: scheduler
    )
    subject.send(1)
    subject.send(completion: .failure(.oops))
    #expect(recorder.lines == [])
    scheduler.advance(by: .seconds(5))
    #expect(recorder.lines == ["1@0", "failure(oops)@0"])
  }

  @Test func honoursTheDownstreamsDemand() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
    upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.max(1))])

    upstream.send(1)
    scheduler.advance()
    #expect(upstream.subscription?.events == [.requested(.max(1)), .requested(.max(1))])
    recorder.cancel()
    scheduler.advance(by: .seconds(2))
    recorder.expectEvents([.subscription, .value(1)])
  }

  @Test func worksWithADispatchQueue() {
    let queue = DispatchQueue(label: "TimeoutTests")
    let subject = PassthroughSubject<Int, TestError>()
    let done = DispatchSemaphore(value: 0)
    let completion = Locked(Subscribers.Completion<TestError>?.none)
    let cancellable =
      subject
      .timeout(.milliseconds(20), scheduler: queue, customError: { .oops })
      .sink(
        receiveCompletion: { value in
          completion.withLock { $0 = value }
          done.signal()
        },
        receiveValue: { _ in }
      )
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(completion.withLock { $0 } == .failure(.oops))
    cancellable.cancel()
  }

  @Test func aSchedulerThatFiresTheTimerAtOnceTrapsAtTheSubscriptionAsInCombine() async {
    await #expect(processExitsWith: .failure) {
      let recorder = RecordingSubscriber<Int, Never>()
      PassthroughSubject<Int, Never>()
        .timeout(.nanoseconds(10), scheduler: ImmediateScheduler.shared)
        .subscribe(recorder)
    }
  }
}
