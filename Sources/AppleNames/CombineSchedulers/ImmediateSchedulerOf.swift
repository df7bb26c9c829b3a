public import Dispatch
public import Foundation
public import Signals

/// combine-schedulers' immediate scheduler with another scheduler's time type: it runs every
/// action at once, and its clock stands still at `now`.
///
/// Combine's own ``ImmediateScheduler`` has a time type of its own; this one can stand in for a
/// `DispatchQueue` or a `RunLoop` behind ``AnyScheduler``.
///
/// ```swift
/// let model = SearchModel(scheduler: DispatchQueue.immediate.eraseToAnyScheduler())
/// ```
public struct ImmediateTimeScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler,
  Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible, SchedulerTimeType: Sendable {
  /// Zero: actions never wait.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// The instant the clock stands at.
  public let now: SchedulerTimeType

  /// Creates an immediate scheduler whose clock stands at `now`.
  ///
  /// - Parameter now: The instant.
  public init(now: SchedulerTimeType) {
    self.now = now
  }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs `action` once, at once; a repeating action does not repeat.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}

/// combine-schedulers' name for an immediate scheduler with the time type of scheduler `S`.
///
/// ```swift
/// let scheduler: ImmediateSchedulerOf<DispatchQueue> = DispatchQueue.immediate
/// ```
public typealias ImmediateSchedulerOf<S: Scheduler> = ImmediateTimeScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>
where S.SchedulerTimeType: Sendable

extension DispatchQueue {
  /// An immediate scheduler of dispatch queue time, standing at the first nanosecond.
  ///
  /// ```swift
  /// let scheduler = DispatchQueue.immediate
  /// ```
  public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
    ImmediateTimeScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

extension RunLoop {
  /// An immediate scheduler of run loop time, standing at 1970.
  ///
  /// ```swift
  /// let scheduler = RunLoop.immediate
  /// ```
  public static var immediate: ImmediateSchedulerOf<RunLoop> {
    ImmediateTimeScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension AnyScheduler
where
  SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  SchedulerOptions == DispatchQueue.SchedulerOptions
{
  /// An erased immediate scheduler of dispatch queue time.
  ///
  /// ```swift
  /// let model = SearchModel(scheduler: .immediate)
  /// ```
  public static var immediate: Self { DispatchQueue.immediate.eraseToAnyScheduler() }

  /// An erased scheduler that stops the program if anything uses it.
  ///
  /// ```swift
  /// let model = SearchModel(scheduler: .unimplemented)
  /// ```
  public static var unimplemented: Self { DispatchQueue.unimplemented.eraseToAnyScheduler() }
}

extension AnyScheduler
where SchedulerTimeType == RunLoop.SchedulerTimeType, SchedulerOptions == RunLoop.SchedulerOptions {
  /// An erased immediate scheduler of run loop time.
  ///
  /// ```swift
  /// let model = ClockModel(scheduler: .immediate)
  /// ```
  public static var immediate: Self { RunLoop.immediate.eraseToAnyScheduler() }
}
