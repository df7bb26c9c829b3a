public import Dispatch

/// combine-schedulers' name for a test scheduler of scheduler `S`.
///
/// Signals' ``TestScheduler`` keeps `DispatchQueue`'s time, so this is an exact alias of it for
/// `DispatchQueue` (and for any scheduler with the same time and option types); combine-schedulers'
/// test schedulers of `RunLoop` and `OperationQueue` time are absent.
///
/// ```swift
/// let scheduler: TestSchedulerOf<DispatchQueue> = DispatchQueue.test
/// ```
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler
where
  S.SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  S.SchedulerOptions == DispatchQueue.SchedulerOptions

extension DispatchQueue {
  /// A new test scheduler of dispatch queue time, starting at the first nanosecond, as in
  /// combine-schedulers.
  ///
  /// ```swift
  /// let scheduler = DispatchQueue.test
  /// let model = SearchModel(scheduler: scheduler.eraseToAnyScheduler())
  /// scheduler.advance(by: .milliseconds(300))
  /// ```
  public static var test: TestSchedulerOf<DispatchQueue> {
    TestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}
