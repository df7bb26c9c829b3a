/// A type that runs closures now, after a given time, or repeatedly, as Combine's `Scheduler`.
///
/// Timing operators (`debounce`, `throttle`, `delay`, `timeout`, `receive(on:)`, …) take a
/// scheduler and use it both to read the time and to run their deliveries. Available schedulers:
/// ``ImmediateScheduler``, `DispatchQueue`, `RunLoop` (through swift-corelibs-foundation on
/// Linux), ``TestScheduler`` (virtual time for tests) and ``AnyScheduler`` (type erasure).
/// `OperationQueue` is not a scheduler in Signals.
///
/// ```swift
/// let queue = DispatchQueue(label: "work")
/// queue.schedule(after: queue.now.advanced(by: .milliseconds(10))) { print("later") }
/// ```
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's notion of an instant; its `Stride` measures the time between two instants.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

  /// Extra settings for one scheduled action, or `Never` when there are none.
  associatedtype SchedulerOptions

  /// The scheduler's current time.
  var now: SchedulerTimeType { get }

  /// The smallest tolerance the scheduler honours.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible.
  ///
  /// - Parameters:
  ///   - options: Scheduler-specific settings.
  ///   - action: The closure to run.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Runs `action` once, no earlier than `date`.
  ///
  /// - Parameters:
  ///   - date: The earliest time to run the action.
  ///   - tolerance: How late the action may run.
  ///   - options: Scheduler-specific settings.
  ///   - action: The closure to run.
  func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  )

  /// Runs `action` at `date` and then every `interval` until the returned value is cancelled.
  ///
  /// - Parameters:
  ///   - date: The time of the first run.
  ///   - interval: The time between two runs.
  ///   - tolerance: How late each run may be.
  ///   - options: Scheduler-specific settings.
  ///   - action: The closure to run.
  /// - Returns: A cancellable that stops the repetition.
  func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` once, no earlier than `date`, with a tolerance and no options.
  ///
  /// ```swift
  /// scheduler.schedule(after: scheduler.now, tolerance: .zero) { print("now") }
  /// ```
  ///
  /// - Parameters:
  ///   - date: The earliest time to run the action.
  ///   - tolerance: How late the action may run.
  ///   - action: The closure to run.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` once, no earlier than `date`, with the minimum tolerance.
  ///
  /// ```swift
  /// scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { print("tick") }
  /// ```
  ///
  /// - Parameters:
  ///   - date: The earliest time to run the action.
  ///   - action: The closure to run.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` as soon as possible, with no options.
  ///
  /// ```swift
  /// scheduler.schedule { print("soon") }
  /// ```
  ///
  /// - Parameter action: The closure to run.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs `action` at `date` and then every `interval`, with a tolerance and no options.
  ///
  /// ```swift
  /// let timer = scheduler.schedule(
  ///   after: scheduler.now, interval: .seconds(1), tolerance: .zero) { print("tick") }
  /// ```
  ///
  /// - Parameters:
  ///   - date: The time of the first run.
  ///   - interval: The time between two runs.
  ///   - tolerance: How late each run may be.
  ///   - action: The closure to run.
  /// - Returns: A cancellable that stops the repetition.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date` and then every `interval`, with the minimum tolerance.
  ///
  /// ```swift
  /// let timer = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {
  ///   print("tick")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - date: The time of the first run.
  ///   - interval: The time between two runs.
  ///   - action: The closure to run.
  /// - Returns: A cancellable that stops the repetition.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(
      after: date,
      interval: interval,
      tolerance: minimumTolerance,
      options: nil,
      action
    )
  }
}

/// A time interval that can be made from seconds, milliseconds, microseconds or nanoseconds.
///
/// ```swift
/// let debounced = subject.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
/// ```
public protocol SchedulerTimeIntervalConvertible {
  /// An interval of `s` whole seconds.
  ///
  /// - Parameter s: The number of seconds.
  /// - Returns: The interval.
  static func seconds(_ s: Int) -> Self

  /// An interval of `s` seconds, possibly fractional.
  ///
  /// - Parameter s: The number of seconds.
  /// - Returns: The interval.
  static func seconds(_ s: Double) -> Self

  /// An interval of `ms` milliseconds.
  ///
  /// - Parameter ms: The number of milliseconds.
  /// - Returns: The interval.
  static func milliseconds(_ ms: Int) -> Self

  /// An interval of `us` microseconds.
  ///
  /// - Parameter us: The number of microseconds.
  /// - Returns: The interval.
  static func microseconds(_ us: Int) -> Self

  /// An interval of `ns` nanoseconds.
  ///
  /// - Parameter ns: The number of nanoseconds.
  /// - Returns: The interval.
  static func nanoseconds(_ ns: Int) -> Self
}
