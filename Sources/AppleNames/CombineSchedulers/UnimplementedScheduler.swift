public import Dispatch
public import Foundation
public import Signals

/// combine-schedulers' scheduler for code paths a test says must not schedule anything.
///
/// Unlike combine-schedulers, which records a test failure and goes on, using it stops the
/// program with a message naming the scheduler (Signals does not depend on a test framework).
///
/// ```swift
/// let model = SettingsModel(scheduler: DispatchQueue.unimplemented("settings"))
/// ```
public struct UnimplementedScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler,
  Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible, SchedulerTimeType: Sendable {
  /// The name given in the message.
  public let prefix: String
  private let start: SchedulerTimeType

  /// Creates a scheduler that stops the program when used.
  ///
  /// - Parameters:
  ///   - prefix: A name for the message.
  ///   - now: The instant `now` would report.
  public init(_ prefix: String = "", now: SchedulerTimeType) {
    self.prefix = prefix
    start = now
  }

  /// Stops the program: an unimplemented scheduler has no time.
  public var now: SchedulerTimeType { stop("now") }

  /// Stops the program: an unimplemented scheduler has no tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { stop("minimumTolerance") }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    stop("schedule(options:_:)")
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    stop("schedule(after:tolerance:options:_:)")
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    stop("schedule(after:interval:tolerance:options:_:)")
  }

  private func stop(_ member: String) -> Never {
    let name = prefix.isEmpty ? "An unimplemented scheduler" : "Unimplemented scheduler \(prefix)"
    preconditionFailure("\(name) was used: \(member)")
  }
}

/// combine-schedulers' name for an unimplemented scheduler with the time type of scheduler `S`.
///
/// ```swift
/// let scheduler: UnimplementedSchedulerOf<DispatchQueue> = DispatchQueue.unimplemented
/// ```
public typealias UnimplementedSchedulerOf<S: Scheduler> = UnimplementedScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>
where S.SchedulerTimeType: Sendable

extension DispatchQueue {
  /// A scheduler of dispatch queue time that stops the program when used.
  ///
  /// ```swift
  /// let model = SettingsModel(scheduler: DispatchQueue.unimplemented.eraseToAnyScheduler())
  /// ```
  public static var unimplemented: UnimplementedSchedulerOf<DispatchQueue> {
    unimplemented("")
  }

  /// A named scheduler of dispatch queue time that stops the program when used.
  ///
  /// - Parameter prefix: A name for the message.
  /// - Returns: The scheduler.
  public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<DispatchQueue> {
    UnimplementedScheduler(prefix, now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

extension RunLoop {
  /// A scheduler of run loop time that stops the program when used.
  ///
  /// ```swift
  /// let model = ClockModel(scheduler: RunLoop.unimplemented.eraseToAnyScheduler())
  /// ```
  public static var unimplemented: UnimplementedSchedulerOf<RunLoop> {
    unimplemented("")
  }

  /// A named scheduler of run loop time that stops the program when used.
  ///
  /// - Parameter prefix: A name for the message.
  /// - Returns: The scheduler.
  public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<RunLoop> {
    UnimplementedScheduler(prefix, now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}
