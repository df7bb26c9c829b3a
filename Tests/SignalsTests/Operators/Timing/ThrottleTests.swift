import Dispatch
import Signals
import Testing

@Suite("Publishers.Throttle", .endsSubscriptions)
struct ThrottleTests {
  /// Sends 1 at 0 ms, 2 at 200, 3 at 500, 4 at 1600 and 5 at 3500, then advances to 5000.
  func drive(latest: Bool) -> [String] {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = TimingRecorder(
      subject.throttle(for: .seconds(1), scheduler: scheduler, latest: latest),
      on: scheduler
    )
    for (value, time) in [(1, 0), (2, 200), (3, 500), (4, 1600), (5, 3500)] {
      scheduler.advance(to: .init(.init(uptimeNanoseconds: UInt64(time) * 1_000_000)))
      subject.send(value)
    }
    scheduler.advance(by: .seconds(1.5))
    return recorder.lines
  }

  @Test func deliversTheFirstValueAtOnceThenTheLatestOfEachInterval() {
    #expect(drive(latest: true) == ["1@0", "3@1000", "4@2000", "5@3500"])
  }

  @Test func deliversTheFirstValueOfEachIntervalWhenNotLatest() {
    #expect(drive(latest: false) == ["1@0", "2@1000", "4@2000", "5@3500"])
  }

  @Test func deliversTheWaitingValueThenTheCompletion() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = TimingRecorder(
      subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true),
      on: scheduler
    )
    subject.send(1)
    scheduler.advance(by: .milliseconds(100))
    subject.send(2)
    scheduler.advance(by: .milliseconds(100))
    subject.send(completion: .failure(.oops))
    scheduler.advance(by: .seconds(2))
    #expect(recorder.lines == ["1@0", "2@1000", "failure(oops)@1000"])
  }

  @Test func deliversTheCompletionThroughTheSchedulerWhenNothingWaits() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = TimingRecorder(
      subject.throttle(for: .seconds(1), scheduler: scheduler, latest: false),
      on: scheduler
    )
    scheduler.advance(by: .milliseconds(300))
    subject.send(completion: .finished)
    #expect(recorder.lines == [])
    scheduler.advance()
    #expect(recorder.lines == ["finished@300"])
  }

  @Test func dropsValuesWhileTheDownstreamHasNoDemand() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.unlimited)])

    upstream.send(1)
    scheduler.advance(by: .seconds(2))
    recorder.request(.max(1))
    upstream.send(2)
    upstream.send(3)
    scheduler.advance()
    // The demand of one went to the waiting 2, so 3 found none and was dropped.
    recorder.expectEvents([.subscription, .value(2)])

    recorder.cancel()
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func worksWithADispatchQueue() {
    let queue = DispatchQueue(label: "ThrottleTests")
    let subject = PassthroughSubject<Int, Never>()
    let done = DispatchSemaphore(value: 0)
    let values = Locked([Int]())
    let cancellable =
      subject
      .throttle(for: .seconds(30), scheduler: queue, latest: false)
      .sink { value in
        values.withLock { $0.append(value) }
        done.signal()
      }
    for value in 1...3 { subject.send(value) }
    #expect(done.wait(timeout: .now() + 30) == .success)
    cancellable.cancel()
    #expect(values.withLock { $0 } == [1])
  }
}
