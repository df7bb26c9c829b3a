import Dispatch
public import Foundation
import Synchronization

/// Puts the main queue's and the main run loop's scheduling on a virtual clock, for the code that
/// a registered resolver recognises; everything else keeps real time.
///
/// Beyond Combine. A headless view host (ViewModelKit's `ViewHost`) installs a resolver while it
/// exists, so that `debounce(for:scheduler: DispatchQueue.main)`, `delay`, `throttle`,
/// `receive(on: RunLoop.main)` and `Timer.publish(every:on: .main, in:)` in a view model run on
/// the host's clock and move only when a test advances it.
///
/// Rules:
/// - What is overridden: the `Scheduler` conformances of `DispatchQueue.main` (`now` and the
///   three `schedule` methods) and `RunLoop.main`, and `Timer.TimerPublisher.connect()` for a
///   timer on `RunLoop.main`. Other queues and run loops, and Dispatch's own `async`/`asyncAfter`,
///   keep real time.
/// - The decision is made where the call happens: each `schedule` (and `now`, and `connect()`)
///   asks the installed resolvers, newest first, and uses the first target one returns; with none,
///   real time. A resolver should answer only for code running on its own behalf (ViewModelKit's
///   answers inside the work of its host: rendering, interactions, frames, and tasks its views
///   started), so two hosts alive at once, as in tests that run in parallel, each keep their own
///   work and leave unrelated code on real time.
/// - Work already scheduled stays on the target it was given, also after the resolver is removed;
///   a target that is never advanced again never runs it.
/// - Cost outside any installation: one relaxed atomic load per call.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let target = MainSchedulerOverride.Target(scheduler: scheduler)
/// let installation = MainSchedulerOverride.install { target }
/// let cancellable = subject.debounce(for: 0.3, scheduler: DispatchQueue.main).sink { print($0) }
/// subject.send(1)
/// scheduler.advance(by: .milliseconds(300))  // Prints "1"
/// installation.cancel()
/// ```
public enum MainSchedulerOverride {
  /// The virtual clock that stands in for the main queue and the main run loop.
  public struct Target: Sendable {
    /// The scheduler that runs the work, at its own virtual times.
    public let scheduler: TestScheduler
    /// The date that the scheduler's current time stood for when the target was made; run loop
    /// times (dates) are counted from it.
    public let originDate: Date
    /// The scheduler time that `originDate` stands for.
    public let origin: TestScheduler.SchedulerTimeType

    /// Creates a target whose current scheduler time stands for `originDate`.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler.
    ///   - originDate: The date of the scheduler's current time; now by default.
    public init(scheduler: TestScheduler, originDate: Date = Date()) {
      self.scheduler = scheduler
      self.originDate = originDate
      origin = scheduler.now
    }

    /// The date a scheduler time stands for.
    ///
    /// - Parameter time: A scheduler time.
    /// - Returns: The date.
    public func date(at time: TestScheduler.SchedulerTimeType) -> Date {
      originDate.addingTimeInterval(Double(origin.distance(to: time).magnitude) / 1e9)
    }

    /// The scheduler time a date stands for.
    ///
    /// - Parameter date: A date.
    /// - Returns: The scheduler time.
    public func time(at date: Date) -> TestScheduler.SchedulerTimeType {
      origin.advanced(by: .seconds(date.timeIntervalSince(originDate)))
    }

    /// The date of the scheduler's current time.
    public var now: Date { date(at: scheduler.now) }
  }

  /// Answers the target for the calling code, or `nil` to leave it on real time.
  ///
  /// It is called on the thread that schedules, must be fast, and must not schedule anything.
  public typealias Resolver = @Sendable () -> Target?

  private static let installedCount = Atomic<Int>(0)
  private static let resolvers = Locked<[(id: Int, resolve: Resolver)]>([])
  private static let nextID = Locked(0)

  /// Installs a resolver until the returned cancellable is cancelled (or released).
  ///
  /// - Parameter resolver: Answers the target for the calling code.
  /// - Returns: The installation; cancel it to remove the resolver.
  public static func install(_ resolver: @escaping Resolver) -> AnyCancellable {
    let id = nextID.withLock { id -> Int in
      defer { id += 1 }
      return id
    }
    resolvers.withLock { $0.insert((id, resolver), at: 0) }
    installedCount.add(1, ordering: .releasing)
    let removed = Locked(false)
    return AnyCancellable {
      guard
        removed.withLock({ flag in
          defer { flag = true }
          return !flag
        })
      else { return }
      resolvers.withLock { $0.removeAll { $0.id == id } }
      installedCount.subtract(1, ordering: .releasing)
    }
  }

  /// The target for the calling code, or `nil` for real time.
  public static var current: Target? {
    guard installedCount.load(ordering: .relaxed) > 0 else { return nil }
    return resolve()
  }

  /// The target for work on `queue` scheduled by the calling code: only for the main queue.
  static func target(for queue: DispatchQueue) -> Target? {
    guard installedCount.load(ordering: .relaxed) > 0, queue.label == mainQueueLabel else {
      return nil
    }
    return resolve()
  }

  /// The target for work on `runLoop` scheduled by the calling code: only for the main run loop.
  static func target(for runLoop: RunLoop) -> Target? {
    guard installedCount.load(ordering: .relaxed) > 0, runLoop === RunLoop.main else { return nil }
    return resolve()
  }

  /// The main queue's label (on Linux each `DispatchQueue.main` is a new wrapper object, so the
  /// queue is recognised by its label).
  private static let mainQueueLabel = DispatchQueue.main.label

  private static func resolve() -> Target? {
    let installed = resolvers.withLock { $0.map(\.resolve) }
    for resolve in installed {
      if let target = resolve() { return target }
    }
    return nil
  }
}
