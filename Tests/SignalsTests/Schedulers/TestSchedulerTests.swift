import Dispatch
import Signals
import Testing

/// Milliseconds since virtual time zero, for readable expectations.
func milliseconds(_ time: TestScheduler.SchedulerTimeType) -> Int {
  Int(time.dispatchTime.uptimeNanoseconds / 1_000_000)
}

@Suite("TestScheduler", .endsSubscriptions)
struct TestSchedulerTests {
  /// Records what ran and when, in milliseconds of virtual time.
  final class Log: @unchecked Sendable {
    // Every mutable property lives in `entries`.
    private let entries = Locked([String]())
    var lines: [String] { entries.withLock { $0 } }
    func append(_ line: String) { entries.withLock { $0.append(line) } }
  }

  @Test func startsAtZeroAndMovesOnlyWhenAdvanced() {
    let scheduler = TestScheduler()
    #expect(milliseconds(scheduler.now) == 0)
    scheduler.advance(by: .milliseconds(300))
    #expect(milliseconds(scheduler.now) == 300)
    scheduler.advance(to: scheduler.now.advanced(by: .seconds(0.2)))
    #expect(milliseconds(scheduler.now) == 500)
  }

  @Test func fractionalSecondsAreExact() {
    #expect(TestScheduler.Stride.seconds(0.3) == .milliseconds(300))
    #expect(TestScheduler.Stride.seconds(0.3).magnitude == 300_000_000)
    #expect(TestScheduler.Stride(floatLiteral: 0.1) == .microseconds(100_000))
  }

  @Test func immediateActionsWaitForTheNextAdvance() {
    let scheduler = TestScheduler()
    let log = Log()
    scheduler.schedule { log.append("now") }
    #expect(log.lines.isEmpty)
    scheduler.advance()
    #expect(log.lines == ["now"])
  }

  @Test func actionsRunInTimeOrderThenSchedulingOrder() {
    let scheduler = TestScheduler()
    let log = Log()
    let at = { (ms: Int) in scheduler.now.advanced(by: .milliseconds(ms)) }
    scheduler.schedule(after: at(20)) { log.append("c@\(milliseconds(scheduler.now))") }
    scheduler.schedule(after: at(10)) { log.append("a@\(milliseconds(scheduler.now))") }
    scheduler.schedule(after: at(10)) { log.append("b@\(milliseconds(scheduler.now))") }
    scheduler.advance(by: .milliseconds(15))
    #expect(log.lines == ["a@10", "b@10"])
    #expect(milliseconds(scheduler.now) == 15)
    scheduler.advance(by: .milliseconds(5))
    #expect(log.lines == ["a@10", "b@10", "c@20"])
  }

  @Test func actionsScheduledWhileAdvancingRunAtTheirTimeInsideTheWindow() {
    let scheduler = TestScheduler()
    let log = Log()
    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(10))) {
      log.append("first@\(milliseconds(scheduler.now))")
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(5))) {
        log.append("second@\(milliseconds(scheduler.now))")
      }
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(50))) {
        log.append("late@\(milliseconds(scheduler.now))")
      }
    }
    scheduler.advance(by: .milliseconds(30))
    #expect(log.lines == ["first@10", "second@15"])
    #expect(milliseconds(scheduler.now) == 30)
    scheduler.run()
    #expect(log.lines == ["first@10", "second@15", "late@60"])
  }

  @Test func pastDueActionsRunAtTheCurrentTime() {
    let scheduler = TestScheduler()
    let log = Log()
    scheduler.advance(by: .seconds(1))
    scheduler.schedule(after: .init(.init(uptimeNanoseconds: 0))) {
      log.append("ran@\(milliseconds(scheduler.now))")
    }
    scheduler.advance()
    #expect(log.lines == ["ran@1000"])
  }

  @Test func repeatingActionsRunEveryIntervalUntilCancelled() {
    let scheduler = TestScheduler()
    let log = Log()
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: .milliseconds(100)),
      interval: .milliseconds(100)
    ) { log.append("tick@\(milliseconds(scheduler.now))") }
    scheduler.advance(by: .milliseconds(350))
    #expect(log.lines == ["tick@100", "tick@200", "tick@300"])
    timer.cancel()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.advance(by: .seconds(1))
    #expect(log.lines.count == 3)
  }

  @Test func runExecutesEverythingAndStopsAtTheLastAction() {
    let scheduler = TestScheduler()
    let log = Log()
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { log.append("b") }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.append("a") }
    scheduler.run()
    #expect(log.lines == ["a", "b"])
    #expect(milliseconds(scheduler.now) == 2000)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func schedulingFromManyThreadsLosesNothing() {
    let scheduler = TestScheduler()
    let log = Log()
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(index % 7))) {
        log.append("\(index)")
      }
    }
    scheduler.run()
    #expect(Set(log.lines) == Set((0..<200).map(String.init)))
  }

  @Test func runWithARepeatingActionStopsWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = TestScheduler()
      let timer = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {}
      scheduler.run()
      timer.cancel()
    }
  }

  @Test func advancingBackwardsTraps() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = TestScheduler()
      scheduler.advance(by: .seconds(1))
      scheduler.advance(to: .init(.init(uptimeNanoseconds: 0)))
    }
  }
}
