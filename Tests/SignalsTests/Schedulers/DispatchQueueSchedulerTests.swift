import Dispatch
import Signals
import Testing

@Suite("DispatchQueue as Scheduler", .endsSubscriptions)
struct DispatchQueueSchedulerTests {
  typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  @Test func strideUnitsAreNanoseconds() {
    #expect(Stride.seconds(2).magnitude == 2_000_000_000)
    #expect(Stride.seconds(0.3) == .milliseconds(300))
    #expect(Stride.microseconds(7).magnitude == 7_000)
    #expect(Stride(integerLiteral: 1) == .seconds(1))
    #expect(Stride(floatLiteral: 0.5) == .milliseconds(500))
    #expect(Stride(.milliseconds(4)) == .milliseconds(4))
    #expect(Stride(exactly: 12)?.magnitude == 12_000_000_000)
    #expect(Stride.milliseconds(300) + .milliseconds(200) == .milliseconds(500))
    #expect(Stride.milliseconds(300) - .milliseconds(500) == .milliseconds(-200))
  }

  @Test func timeTypeMeasuresDistances() {
    let start = DispatchQueue.SchedulerTimeType(.init(uptimeNanoseconds: 1_000))
    let later = start.advanced(by: .microseconds(3))
    #expect(later.dispatchTime.uptimeNanoseconds == 4_000)
    #expect(start.distance(to: later) == .microseconds(3))
    #expect(later.distance(to: start) == .microseconds(-3))
  }

  @Test func runsImmediateDelayedAndRepeatingActions() {
    let queue = DispatchQueue(label: "DispatchQueueSchedulerTests")
    let group = DispatchGroup()
    let ticks = Locked(0)
    group.enter()
    queue.schedule { group.leave() }
    group.enter()
    queue.schedule(after: queue.now.advanced(by: .milliseconds(5))) { group.leave() }
    group.enter()
    let timer = queue.schedule(after: queue.now, interval: .milliseconds(1)) {
      if ticks.withLock({
        $0 += 1
        return $0
      }) == 3 {
        group.leave()
      }
    }
    #expect(group.wait(timeout: .now() + 30) == .success)
    timer.cancel()
  }

  @Test func honoursTheGroupOption() {
    let queue = DispatchQueue(label: "DispatchQueueSchedulerTests.group")
    let group = DispatchGroup()
    let ran = Locked(false)
    queue.schedule(options: .init(qos: .userInitiated, group: group)) {
      ran.withLock { $0 = true }
    }
    #expect(group.wait(timeout: .now() + 30) == .success)
    #expect(ran.withLock { $0 })
  }
}
