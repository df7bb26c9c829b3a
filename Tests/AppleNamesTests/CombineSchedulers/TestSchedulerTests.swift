import CombineSchedulers
import Dispatch
import Foundation
import Testing

@Suite("combine-schedulers' TestScheduler")
struct TestSchedulerTests {
  @Test func runLoopTimeAndRepeatingActionsKeepTheirPlace() {
    let scheduler = RunLoop.test
    #expect(scheduler.now.date == Date(timeIntervalSince1970: 0))
    var values: [Int] = []
    var cancellables = Set<AnyCancellable>()
    scheduler.schedule(after: scheduler.now, interval: .seconds(2)) { values.append(1) }
      .store(in: &cancellables)
    scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { values.append(42) }
      .store(in: &cancellables)
    scheduler.advance()
    #expect(values == [1, 42])
    scheduler.advance(by: .seconds(2))
    #expect(values == [1, 42, 42, 1, 42])
    #expect(scheduler.now.date == Date(timeIntervalSince1970: 2))
  }

  @Test func measureReportsTheTimeWorkTook() {
    let scheduler = DispatchQueue.test
    let elapsed = scheduler.measure { scheduler.advance(by: .milliseconds(1_500)) }
    #expect(elapsed == .milliseconds(1_500))
  }

  // The timer's schedule is made when the stream is, so these tests drive the clock with the
  // synchronous `advance` and read the ticks the stream kept: nothing depends on when other
  // tasks get to run (a test that waits for a sleeping task to sleep again within one async
  // `advance` hangs when the whole suite keeps the executors busy).
  @Test func aTimersTicksCarryTheClocksTimeAtEachInterval() async {
    let scheduler = DispatchQueue.test
    var ticks = scheduler.timer(interval: .seconds(1)).makeAsyncIterator()
    advanceNow(scheduler, by: .seconds(3))
    var times: [UInt64] = []
    for _ in 1...3 {
      if let tick = await ticks.next() { times.append(tick.dispatchTime.uptimeNanoseconds) }
    }
    #expect(times == [1_000_000_001, 2_000_000_001, 3_000_000_001])
  }

  @Test func aCancelledSleepThrows() async {
    let scheduler = DispatchQueue.test
    let task = Task { try await scheduler.sleep(for: .seconds(1)) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}

/// The synchronous `advance(by:)`, which an async context would not choose over the async one.
private func advanceNow(
  _ scheduler: TestSchedulerOf<DispatchQueue>,
  by duration: DispatchQueue.SchedulerTimeType.Stride
) {
  scheduler.advance(by: duration)
}
