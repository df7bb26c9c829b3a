public import Signals

extension Publisher {
  /// Passes values on for `duration` from the subscription, then finishes (CombineExt).
  ///
  /// ```swift
  /// let firstSecond = taps.prefix(duration: .seconds(1), on: scheduler)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long values are passed on.
  ///   - tolerance: The allowed lateness of the end.
  ///   - scheduler: The scheduler that keeps the time.
  ///   - options: Scheduler options.
  /// - Returns: A publisher that finishes after `duration`.
  public func prefix<S: Scheduler>(
    duration: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> AnyPublisher<Output, Failure> {
    prefix(
      untilOutputFrom: Just(())
        .delay(
          for: duration,
          tolerance: tolerance ?? scheduler.minimumTolerance,
          scheduler: scheduler,
          options: options
        )
    )
    .eraseToAnyPublisher()
  }
}
