public import Signals

// combine-schedulers' bridge from a scheduler to Swift concurrency: a scheduler as a clock for
// `sleep`, a timer as an `AsyncStream`, and `measure`.

extension Scheduler where SchedulerTimeType: Sendable {
  /// Suspends the task for `duration` of this scheduler's time.
  ///
  /// On a test scheduler the task wakes when a test advances the clock past the deadline.
  ///
  /// ```swift
  /// try await scheduler.sleep(for: .seconds(1))
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to sleep.
  ///   - tolerance: The allowed lateness.
  ///   - options: Scheduler options.
  /// - Throws: `CancellationError` if the task is cancelled before or during the sleep.
  public func sleep(
    for duration: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    try Task.checkCancellation()
    for await _ in timer(interval: duration, tolerance: tolerance, options: options) { break }
    try Task.checkCancellation()
  }

  /// Suspends the task until `deadline` on this scheduler's clock.
  ///
  /// ```swift
  /// try await scheduler.sleep(until: scheduler.now.advanced(by: .seconds(1)))
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: The allowed lateness.
  ///   - options: Scheduler options.
  /// - Throws: `CancellationError` if the task is cancelled before or during the sleep.
  public func sleep(
    until deadline: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    try await sleep(for: now.distance(to: deadline), tolerance: tolerance, options: options)
  }

  /// This scheduler's time every `interval`, as an asynchronous sequence.
  ///
  /// The schedule starts at once and stops when the sequence's consumer stops.
  ///
  /// ```swift
  /// for await instant in scheduler.timer(interval: .seconds(1)).prefix(3) {
  ///   print(instant)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between elements.
  ///   - tolerance: The allowed lateness.
  ///   - options: Scheduler options.
  /// - Returns: A stream of the scheduler's time at each tick.
  public func timer(
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) -> AsyncStream<SchedulerTimeType> {
    let scheduler = self
    return AsyncStream { continuation in
      let schedule = scheduler.schedule(
        after: scheduler.now.advanced(by: interval),
        interval: interval,
        tolerance: tolerance,
        options: options
      ) { continuation.yield(scheduler.now) }
      let stop = TimerStop(schedule)
      continuation.onTermination = { _ in stop.cancel() }
    }
  }
}

extension Scheduler {
  /// How much of this scheduler's time `work` took.
  ///
  /// ```swift
  /// let elapsed = scheduler.measure { scheduler.advance(by: .seconds(2)) }  // 2 seconds
  /// ```
  ///
  /// - Parameter work: The work measured.
  /// - Returns: The time between before and after `work`.
  /// - Throws: What `work` throws.
  public func measure(_ work: () throws -> Void) rethrows -> SchedulerTimeType.Stride {
    let start = now
    try work()
    return start.distance(to: now)
  }
}

/// Cancels a timer's schedule when its stream ends; the schedule is only cancelled, never read.
private struct TimerStop: @unchecked Sendable {
  let schedule: any Cancellable

  init(_ schedule: any Cancellable) {
    self.schedule = schedule
  }

  func cancel() {
    schedule.cancel()
  }
}
