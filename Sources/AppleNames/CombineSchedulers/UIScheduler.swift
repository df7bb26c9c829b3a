public import Dispatch
import Foundation
public import Signals

/// combine-schedulers' scheduler for the main queue that runs at once when already there.
///
/// Where `DispatchQueue.main` always defers work to a later turn of the main queue, scheduling
/// on `UIScheduler` from the main queue (the main actor, or the main thread) runs the action
/// immediately; from elsewhere it goes through the main queue. Scheduling after a date always uses the main queue. Its time and
/// options are `DispatchQueue`'s.
///
/// ```swift
/// let cancellable = api.user()
///   .receive(on: UIScheduler.shared)
///   .sink { model.user = $0 }
/// ```
public struct UIScheduler: Scheduler, Sendable {
  /// The same instant type as `DispatchQueue`.
  public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
  /// The same options type as `DispatchQueue`.
  public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

  /// The one main-thread scheduler.
  public static let shared = Self()

  /// The main queue's current time.
  public var now: SchedulerTimeType { DispatchQueue.main.now }

  /// The main queue's minimum tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { DispatchQueue.main.minimumTolerance }

  public func schedule(options: SchedulerOptions? = nil, _ action: @escaping () -> Void) {
    if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) != nil {
      action()
    } else {
      DispatchQueue.main.schedule(options: options, action)
    }
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions? = nil,
    _ action: @escaping () -> Void
  ) {
    DispatchQueue.main.schedule(after: date, tolerance: tolerance, options: options, action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions? = nil,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    DispatchQueue.main.schedule(
      after: date,
      interval: interval,
      tolerance: tolerance,
      options: options,
      action
    )
  }
}

extension UIScheduler {
  /// A new test scheduler of the main queue's time, starting at the first nanosecond.
  ///
  /// ```swift
  /// let scheduler = UIScheduler.test
  /// ```
  public static var test: TestSchedulerOf<UIScheduler> {
    TestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

/// Marks the main queue, so that work running on it is recognised on any thread (on Linux a
/// program that calls `dispatchMain()` serves the main queue from another thread).
private enum MainQueueMark {
  // Set on the main queue once, when first read.
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
