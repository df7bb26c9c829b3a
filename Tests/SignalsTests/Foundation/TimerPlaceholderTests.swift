#if !canImport(Darwin)
import Foundation
import Signals
import Testing

/// A quiz's countdown as view models write it: a placeholder timer until the game starts.
private final class Countdown {
  var remaining = 20
  var timer = Timer()

  func stop() { timer.invalidate() }
}

@Suite("Timer() on Linux")
struct TimerPlaceholderTests {
  @Test func aPlaceholderTimerIsValidUnscheduledAndInvalidates() {
    let countdown = Countdown()
    #expect(countdown.timer.isValid)
    #expect(countdown.timer.timeInterval == 0)
    RunLoop.current.run(until: Date())
    #expect(countdown.remaining == 20)
    countdown.stop()
    #expect(!countdown.timer.isValid)
  }
}
#endif
