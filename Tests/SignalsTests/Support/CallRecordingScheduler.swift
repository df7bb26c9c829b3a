import Signals

/// A scheduler that runs on a ``TestScheduler`` and records which of the scheduler's calls an
/// operator makes: for checking that an operator calls a scheduler as Combine's does.
final class CallRecordingScheduler: Scheduler, @unchecked Sendable {
  typealias SchedulerTimeType = TestScheduler.SchedulerTimeType
  typealias SchedulerOptions = TestScheduler.SchedulerOptions

  let base = TestScheduler()
  private let log = Locked([String]())

  /// The calls so far: `now`, `minimumTolerance`, `schedule`, `scheduleAfter`,
  /// `scheduleRepeating`.
  var calls: [String] { log.withLock { $0 } }

  private func record(_ call: String) {
    log.withLock { $0.append(call) }
  }

  var now: SchedulerTimeType {
    record("now")
    return base.now
  }

  var minimumTolerance: SchedulerTimeType.Stride {
    record("minimumTolerance")
    return base.minimumTolerance
  }

  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    record("schedule")
    base.schedule(options: options, action)
  }

  func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    record("scheduleAfter")
    base.schedule(after: date, tolerance: tolerance, options: options, action)
  }

  func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    record("scheduleRepeating")
    return base.schedule(
      after: date,
      interval: interval,
      tolerance: tolerance,
      options: options,
      action
    )
  }
}
