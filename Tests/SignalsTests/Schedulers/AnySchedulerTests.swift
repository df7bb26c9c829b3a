import Dispatch
import Signals
import Testing

@Suite("AnyScheduler", .endsSubscriptions)
struct AnySchedulerTests {
  @Test func forwardsTimeAndActionsToTheWrappedScheduler() {
    let test = TestScheduler()
    let scheduler: AnySchedulerOf<DispatchQueue> = test.eraseToAnyScheduler()
    var log: [Int] = []
    scheduler.schedule { log.append(0) }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.append(1) }
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: .seconds(2)),
      interval: .seconds(1)
    ) { log.append(2) }
    test.advance(by: .seconds(3))
    timer.cancel()
    test.advance(by: .seconds(3))
    #expect(log == [0, 1, 2, 2])
    #expect(milliseconds(scheduler.now) == 6_000)
    #expect(scheduler.minimumTolerance == .zero)
  }

  @Test func wrapsADispatchQueue() {
    let queue = DispatchQueue(label: "AnySchedulerTests")
    let scheduler = AnyScheduler(queue)
    let group = DispatchGroup()
    group.enter()
    scheduler.schedule { group.leave() }
    #expect(group.wait(timeout: .now() + 30) == .success)
  }
}
