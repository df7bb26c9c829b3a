import Foundation
import Signals

extension HostRuntime {
  /// A host's virtual time as work on it needs it: the time now, and main-queue work at a later
  /// time (a network reply's delivery).
  struct Scheduling: Sendable {
    let timeline: VirtualTimeline
    let scheduler: TestScheduler
    /// The scheduler time of host time zero.
    let origin: TestScheduler.SchedulerTimeType

    /// The host's time, in seconds.
    var seconds: Double {
      let now = timeline.now.components
      return Double(now.seconds) + Double(now.attoseconds) / 1e18
    }

    /// Runs `action` as the host's main-queue work `delay` seconds from now: at the first frame
    /// at or after that time, or at the next flush for no delay.
    func schedule(after delay: Double, _ action: @escaping @Sendable () -> Void) {
      guard delay > 0 else {
        scheduler.schedule(options: nil, action)
        return
      }
      let due = timeline.now + .seconds(delay)
      scheduler.schedule(
        after: origin.advanced(by: .nanoseconds(Int((due / .nanoseconds(1)).rounded()))),
        tolerance: .zero,
        options: nil,
        action
      )
    }
  }
}
