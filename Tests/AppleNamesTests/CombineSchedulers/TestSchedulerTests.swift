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

  @MainActor @Test func aTaskSleepingOnTheClockWakesAndSleepsAgainWithinOneAdvance() async throws {
    let scheduler = DispatchQueue.test
    let task = Task { @MainActor in
      var wakes: [UInt64] = []
      for _ in 1...3 {
        try await scheduler.sleep(for: .seconds(1))
        wakes.append(scheduler.now.dispatchTime.uptimeNanoseconds)
      }
      return wakes
    }
    await scheduler.advance(by: .seconds(3))
    #expect(try await task.value == [1_000_000_001, 2_000_000_001, 3_000_000_001])
  }

  @MainActor @Test func anAsyncRunEndsWhenTheTimersConsumerStops() async {
    let scheduler = DispatchQueue.test
    let task = Task { @MainActor in
      var ticks = 0
      for await _ in scheduler.timer(interval: .seconds(1)).prefix(10) { ticks += 1 }
      return ticks
    }
    await scheduler.run()
    #expect(await task.value == 10)
    #expect(scheduler.now.dispatchTime.uptimeNanoseconds == 10_000_000_001)
  }

  @Test func aCancelledSleepThrows() async {
    let scheduler = DispatchQueue.test
    let task = Task { try await scheduler.sleep(for: .seconds(1)) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
