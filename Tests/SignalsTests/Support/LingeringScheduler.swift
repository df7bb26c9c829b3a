import Signals

/// A scheduler on a ``TestScheduler`` whose repeating actions, once cancelled, stay queued until
/// they next come due and are then dropped without running, as a run loop's timer or Combine's
/// own virtual schedulers let go of them: for seeing what a pending action keeps alive.
final class LingeringScheduler: Scheduler, @unchecked Sendable {
  typealias SchedulerTimeType = TestScheduler.SchedulerTimeType
  typealias SchedulerOptions = TestScheduler.SchedulerOptions

  let base = TestScheduler()

  var now: SchedulerTimeType { base.now }
  var minimumTolerance: SchedulerTimeType.Stride { base.minimumTolerance }

  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    base.schedule(options: options, action)
  }

  func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    base.schedule(after: date, tolerance: tolerance, options: options, action)
  }

  func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let token = Token()
    token.timer = base.schedule(
      after: date,
      interval: interval,
      tolerance: tolerance,
      options: options
    ) { [token] in
      guard token.isCancelled else { return action() }
      token.timer?.cancel()
      token.timer = nil
    }
    return token
  }

  /// Marks a repeating action cancelled; the action itself goes at its next turn.
  private final class Token: Cancellable, @unchecked Sendable {
    // Touched only by the test's thread.
    var isCancelled = false
    var timer: (any Cancellable)?

    func cancel() { isCancelled = true }
  }
}
