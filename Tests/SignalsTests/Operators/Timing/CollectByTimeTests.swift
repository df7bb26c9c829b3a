import Dispatch
import Signals
import Testing

@Suite("Publishers.CollectByTime", .endsSubscriptions)
struct CollectByTimeTests {
  @Test func deliversOneNonEmptyGroupPerInterval() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = TimingRecorder(subject.collect(.byTime(scheduler, .seconds(1))), on: scheduler)

    scheduler.advance(by: .milliseconds(100))
    subject.send(1)
    scheduler.advance(by: .milliseconds(400))
    subject.send(2)
    scheduler.advance(by: .milliseconds(2000))
    subject.send(3)
    scheduler.advance(by: .milliseconds(700))
    subject.send(completion: .finished)
    #expect(recorder.lines == ["[1, 2]@1000", "[3]@3000", "finished@3200"])
  }

  @Test func aFullGroupIsDeliveredAtOnceWithoutMovingTheTicks() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = TimingRecorder(
      subject.collect(.byTimeOrCount(scheduler, .seconds(1), 2)),
      on: scheduler
    )
    scheduler.advance(by: .milliseconds(100))
    subject.send(1)
    subject.send(2)
    scheduler.advance(by: .milliseconds(100))
    subject.send(3)
    scheduler.advance(by: .milliseconds(1300))
    subject.send(4)
    subject.send(completion: .finished)
    #expect(recorder.lines == ["[1, 2]@100", "[3]@1000", "[4]@1500", "finished@1500"])
  }

  @Test func aFailureDropsTheOpenGroup() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = TimingRecorder(subject.collect(.byTime(scheduler, .seconds(1))), on: scheduler)
    subject.send(1)
    subject.send(completion: .failure(.oops))
    scheduler.advance(by: .seconds(2))
    #expect(recorder.lines == ["failure(oops)@0"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func withoutDemandTheGroupGrowsAndTheLastOneWaitsForARequest() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<[Int], Never>(initialDemand: .none)
    upstream.collect(.byTimeOrCount(scheduler, .seconds(1), 2)).subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.unlimited)])

    for value in 1...3 { upstream.send(value) }
    scheduler.advance(by: .seconds(1))
    recorder.request(.max(1))
    scheduler.advance(by: .seconds(1))
    recorder.expectEvents([.subscription, .value([1, 2, 3])])

    upstream.send(4)
    upstream.send(completion: .finished)
    recorder.expectEvents([.subscription, .value([1, 2, 3])])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value([1, 2, 3]), .value([4]), .completion(.finished)])
  }

  @Test func cancelStopsTheTimerAndGoesUpstream() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<[Int], Never>()
    upstream.collect(.byTime(scheduler, .seconds(1))).subscribe(recorder)
    #expect(scheduler.pendingActionCount == 1)
    recorder.cancel()
    #expect(scheduler.pendingActionCount == 0)
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func aCountBelowOneTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = Just(1).collect(.byTimeOrCount(TestScheduler(), .seconds(1), 0))
    }
  }

  @Test func worksWithADispatchQueue() {
    let queue = DispatchQueue(label: "CollectByTimeTests")
    let subject = PassthroughSubject<Int, Never>()
    let done = DispatchSemaphore(value: 0)
    let groups = Locked([[Int]]())
    let cancellable =
      subject
      .collect(.byTime(queue, .milliseconds(20)))
      .sink { group in
        groups.withLock { $0.append(group) }
        done.signal()
      }
    subject.send(1)
    #expect(done.wait(timeout: .now() + 30) == .success)
    cancellable.cancel()
    #expect(groups.withLock { $0 } == [[1]])
  }
}
