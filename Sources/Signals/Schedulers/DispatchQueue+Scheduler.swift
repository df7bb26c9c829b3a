public import Dispatch

extension DispatchQueue: Scheduler {
  /// Settings for one action scheduled on a dispatch queue.
  ///
  /// ```swift
  /// queue.schedule(options: .init(qos: .userInitiated)) { print("soon") }
  /// ```
  public struct SchedulerOptions {
    /// The quality of service to run the action with.
    public var qos: DispatchQoS
    /// The work item flags to run the action with.
    public var flags: DispatchWorkItemFlags
    /// A group the action joins while it is pending, if any (for immediate actions only).
    public var group: DispatchGroup?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - qos: The quality of service.
    ///   - flags: The work item flags.
    ///   - group: A group for immediate actions.
    public init(
      qos: DispatchQoS = .unspecified,
      flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The current time: on the main queue, the virtual time of a ``MainSchedulerOverride`` when
  /// one answers for the calling code.
  public var now: SchedulerTimeType {
    if let target = MainSchedulerOverride.target(for: self) { return target.scheduler.now }
    return SchedulerTimeType(.now())
  }

  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  /// Runs `action` on the queue as soon as possible: on the main queue, at the virtual clock's
  /// next advance when a ``MainSchedulerOverride`` answers for the calling code.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if let target = MainSchedulerOverride.target(for: self) {
      return target.scheduler.schedule(options: options, action)
    }
    let options = options ?? SchedulerOptions()
    let work = ScheduledAction(action)
    async(group: options.group, qos: options.qos, flags: options.flags) { work.run() }
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    if let target = MainSchedulerOverride.target(for: self) {
      return target.scheduler.schedule(after: date, tolerance: tolerance, options: options, action)
    }
    let options = options ?? SchedulerOptions()
    let work = ScheduledAction(action)
    asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) {
      work.run()
    }
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let target = MainSchedulerOverride.target(for: self) {
      return target.scheduler.schedule(
        after: date,
        interval: Swift.max(interval, .nanoseconds(1)),
        tolerance: tolerance,
        options: options,
        action
      )
    }
    let options = options ?? SchedulerOptions()
    let work = ScheduledAction(action)
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.setEventHandler(qos: options.qos, flags: options.flags) { work.run() }
    timer.schedule(
      deadline: date.dispatchTime,
      repeating: interval.timeInterval,
      leeway: tolerance.timeInterval
    )
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

/// Carries a scheduled closure onto the queue that runs it.
///
/// Combine's scheduler closures are not `@Sendable`; the scheduler guarantees the closure runs
/// once per scheduled event on the queue, which is the handover Dispatch itself performs.
struct ScheduledAction: @unchecked Sendable {
  // Immutable; the closure is only called, never shared, by the queue that runs it.
  private let action: () -> Void
  private let context: SchedulingContext.Captured

  /// Wraps `action`, capturing the scheduling context of the caller.
  init(_ action: @escaping () -> Void) {
    self.action = action
    context = SchedulingContext.capture()
  }

  /// Runs the action in the captured scheduling context.
  func run() { context.run(action) }
}
