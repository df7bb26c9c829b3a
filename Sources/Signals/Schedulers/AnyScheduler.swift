/// A type-erased scheduler, so a view model can take "some scheduler with this time type" in its
/// initialiser: the real one in the app and a ``TestScheduler`` in tests.
///
/// This type is beyond Combine (as in Point-Free's combine-schedulers).
///
/// ```swift
/// final class SearchModel {
///   init(scheduler: AnySchedulerOf<DispatchQueue>) { … }
/// }
/// let live = SearchModel(scheduler: DispatchQueue.main.eraseToAnyScheduler())
/// let test = SearchModel(scheduler: TestScheduler().eraseToAnyScheduler())
/// ```
public struct AnyScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler,
  @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  // Immutable closures over the wrapped scheduler; as thread-safe as that scheduler, which
  // operators already call from any thread.
  private let nowBody: () -> SchedulerTimeType
  private let minimumToleranceBody: () -> SchedulerTimeType.Stride
  private let scheduleBody: (SchedulerOptions?, @escaping () -> Void) -> Void
  private let scheduleAfterBody:
    (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void) -> Void
  private let scheduleRepeatingBody:
    (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
      @escaping () -> Void
    ) -> any Cancellable

  /// Wraps `scheduler`.
  ///
  /// ```swift
  /// let scheduler = AnyScheduler(DispatchQueue.main)
  /// ```
  ///
  /// - Parameter scheduler: The scheduler to forward to.
  public init<S: Scheduler>(_ scheduler: S)
  where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
    nowBody = { scheduler.now }
    minimumToleranceBody = { scheduler.minimumTolerance }
    scheduleBody = { scheduler.schedule(options: $0, $1) }
    scheduleAfterBody = { scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) }
    scheduleRepeatingBody = {
      scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4)
    }
  }

  public var now: SchedulerTimeType { nowBody() }

  public var minimumTolerance: SchedulerTimeType.Stride { minimumToleranceBody() }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    scheduleBody(options, action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    scheduleAfterBody(date, tolerance, options, action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    scheduleRepeatingBody(date, interval, tolerance, options, action)
  }
}

/// The type-erased form of scheduler `S`: same time and option types.
///
/// ```swift
/// let main: AnySchedulerOf<DispatchQueue> = DispatchQueue.main.eraseToAnyScheduler()
/// ```
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension Scheduler {
  /// Wraps this scheduler in an ``AnyScheduler``.
  ///
  /// ```swift
  /// let scheduler: AnySchedulerOf<DispatchQueue> = TestScheduler().eraseToAnyScheduler()
  /// ```
  ///
  /// - Returns: The type-erased scheduler.
  public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
    AnyScheduler(self)
  }
}
