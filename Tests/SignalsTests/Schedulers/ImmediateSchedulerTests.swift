import Signals
import Testing

@Suite("ImmediateScheduler", .endsSubscriptions)
struct ImmediateSchedulerTests {
  @Test func runsEveryActionAtOnce() {
    let scheduler = ImmediateScheduler.shared
    var log: [String] = []
    scheduler.schedule { log.append("now") }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(5))) { log.append("later") }
    let timer = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {
      log.append("repeating")
    }
    timer.cancel()
    #expect(log == ["now", "later", "repeating"])
  }

  @Test func timeDoesNotPass() {
    let scheduler = ImmediateScheduler.shared
    #expect(scheduler.now.distance(to: scheduler.now.advanced(by: .seconds(3))) == .zero)
    #expect(ImmediateScheduler.SchedulerTimeType.Stride.seconds(3).magnitude == 0)
    #expect(ImmediateScheduler.SchedulerTimeType.Stride.milliseconds(7).magnitude == 0)
    #expect(ImmediateScheduler.SchedulerTimeType.Stride(5).magnitude == 5)
    #expect(scheduler.minimumTolerance == .zero)
  }
}
