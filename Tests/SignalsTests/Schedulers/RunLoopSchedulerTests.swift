import Foundation
import Signals
import Testing

@Suite("RunLoop as Scheduler", .endsSubscriptions)
struct RunLoopSchedulerTests {
  typealias Stride = RunLoop.SchedulerTimeType.Stride

  /// Runs the current run loop until `condition` holds, for at most five seconds.
  func spin(_ loop: RunLoop, until condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: 5)
    while !condition() && Date() < deadline {
      _ = loop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return condition()
  }

  @Test func strideUnitsAreSeconds() {
    #expect(Stride.milliseconds(250).timeInterval == 0.25)
    #expect(Stride.seconds(2) == 2)
    #expect(Stride(floatLiteral: 0.5).magnitude == 0.5)
    let start = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 10))
    #expect(start.advanced(by: .seconds(5)).date == Date(timeIntervalSince1970: 15))
    #expect(start.distance(to: start.advanced(by: 1.5)) == 1.5)
  }

  @Test func runsImmediateDelayedAndRepeatingActionsOnTheLoop() {
    let loop = RunLoop.current
    var log: [String] = []
    loop.schedule { log.append("now") }
    loop.schedule(after: loop.now.advanced(by: .milliseconds(5))) { log.append("later") }
    var ticks = 0
    let timer = loop.schedule(after: loop.now, interval: .milliseconds(1)) { ticks += 1 }
    #expect(spin(loop) { log.count == 2 && ticks >= 3 })
    timer.cancel()
    #expect(log == ["now", "later"])
  }

  @Test func deliversReceiveOnValuesThroughTheLoop() {
    let loop = RunLoop.current
    var values: [Int] = []
    let cancellable = [1, 2, 3].publisher.receive(on: loop).sink { values.append($0) }
    #expect(values == [])
    #expect(spin(loop) { values.count == 3 })
    #expect(values == [1, 2, 3])
    cancellable.cancel()
  }

  @Test func releasesAnActionOnceItHasRun() {
    let loop = RunLoop.current
    weak var weakToken: Token?
    var ran = false
    do {
      let token = Token()
      weakToken = token
      loop.schedule(after: loop.now.advanced(by: .milliseconds(1))) {
        withExtendedLifetime(token) { ran = true }
      }
      loop.schedule { withExtendedLifetime(token) {} }
    }
    #expect(spin(loop) { ran })
    #expect(weakToken == nil)
  }

  @Test func releasesARepeatingActionWhenItIsCancelled() {
    let loop = RunLoop.current
    weak var weakToken: Token?
    var ticks = 0
    let ticking: any Cancellable
    let waiting: any Cancellable
    do {
      let token = Token()
      weakToken = token
      ticking = loop.schedule(after: loop.now, interval: .milliseconds(1)) {
        withExtendedLifetime(token) { ticks += 1 }
      }
      waiting = loop.schedule(after: loop.now.advanced(by: .seconds(3_600)), interval: 1) {
        withExtendedLifetime(token) {}
      }
    }
    #expect(spin(loop) { ticks >= 2 })
    ticking.cancel()
    #expect(weakToken != nil)
    waiting.cancel()
    #expect(weakToken == nil)
  }

  @Test func runsActionsDueTogetherInTheOrderTheyWereScheduled() {
    let loop = RunLoop.current
    let due = loop.now.advanced(by: .milliseconds(2))
    var log: [Int] = []
    loop.schedule(after: due) { log.append(1) }
    loop.schedule(after: due.advanced(by: .milliseconds(-1))) { log.append(0) }
    loop.schedule(after: due) {
      log.append(2)
      loop.schedule { log.append(4) }
    }
    loop.schedule(after: due) { log.append(3) }
    #expect(spin(loop) { log.count == 5 })
    #expect(log == [0, 1, 2, 3, 4])
  }
}

/// An object whose lifetime the tests watch through a weak reference.
private final class Token {}
