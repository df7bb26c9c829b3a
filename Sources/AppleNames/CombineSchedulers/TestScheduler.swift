public import Dispatch
public import Foundation
public import Signals

/// combine-schedulers' test scheduler: a scheduler of any scheduler's time whose clock moves only
/// when a test advances it.
///
/// In a file that imports `CombineSchedulers`, this generic type stands for `TestScheduler` (it
/// shadows Signals' own `TestScheduler`, which keeps dispatch time only), so
/// `TestSchedulerOf<RunLoop>` and `RunLoop.test` exist as in combine-schedulers. Its `async`
/// `advance(by:)`, `advance(to:)` and `run()` let other tasks run before each action, so a task
/// sleeping on the scheduler wakes and sleeps again within one advance.
///
/// Rules:
/// - Nothing runs until the test advances; an action scheduled "now" runs at the next advance.
/// - Actions due at the same instant run in the order they were first scheduled (a repeating
///   action keeps its place).
/// - An action scheduled for a time already passed runs at the next advance, at the current
///   time: the clock never moves back (combine-schedulers would move it back).
/// - `run()` stops the program after ``runLimit`` actions, where combine-schedulers would run a
///   repeating action forever.
///
/// ```swift
/// let scheduler = DispatchQueue.test
/// var ticks = 0
/// let cancellable = scheduler.timerPublisher(every: .seconds(1)).autoconnect()
///   .sink { _ in ticks += 1 }
/// scheduler.advance(by: .seconds(3))  // ticks == 3
/// ```
public final class TestScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler,
  @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  // Every mutable property lives in `state`; actions run outside the lock.
  private let state: Locked<State>

  /// How many actions `run()` executes before it decides that work never ends.
  public static var runLimit: Int { 100_000 }

  private struct Item {
    let sequence: Int
    var due: SchedulerTimeType
    let interval: SchedulerTimeType.Stride?
    let action: () -> Void
  }

  private struct State {
    var now: SchedulerTimeType
    var items: [Item] = []
    var lastSequence = 0

    mutating func add(
      at due: SchedulerTimeType,
      every interval: SchedulerTimeType.Stride?,
      _ action: @escaping () -> Void
    ) -> Int {
      lastSequence += 1
      items.append(Item(sequence: lastSequence, due: due, interval: interval, action: action))
      return lastSequence
    }

    /// Takes the earliest action due no later than `limit` (ties: first scheduled first),
    /// moving the clock to it; a repeating action is put back one interval later.
    mutating func takeNext(dueBy limit: SchedulerTimeType?) -> (() -> Void)? {
      let earliest = items.indices.min {
        (items[$0].due, items[$0].sequence) < (items[$1].due, items[$1].sequence)
      }
      guard let index = earliest, limit.map({ items[index].due <= $0 }) ?? true else {
        return nil
      }
      let item = items[index]
      now = Swift.max(now, item.due)
      if let interval = item.interval {
        items[index].due = item.due.advanced(by: interval)
      } else {
        items.remove(at: index)
      }
      return item.action
    }
  }

  /// Creates a test scheduler whose clock starts at `now`.
  ///
  /// ```swift
  /// let scheduler = TestSchedulerOf<RunLoop>(now: .init(Date(timeIntervalSince1970: 0)))
  /// ```
  ///
  /// - Parameter now: The starting instant.
  public init(now: SchedulerTimeType) {
    state = Locked(State(now: now))
  }

  /// The current virtual time.
  public var now: SchedulerTimeType { state.withLock { $0.now } }

  /// Zero: a test scheduler is never late.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    state.withLock { _ = $0.add(at: $0.now, every: nil, action) }
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    state.withLock { _ = $0.add(at: date, every: nil, action) }
  }

  /// Runs `action` at `date` and then every `interval`, until the result is cancelled.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    precondition(
      interval > .zero,
      "TestScheduler.schedule(after:interval:tolerance:options:_:) needs a positive interval"
    )
    let sequence = state.withLock { $0.add(at: date, every: interval, action) }
    return AnyCancellable { [weak self] in
      let removed = self?.state
        .withLock { state in
          state.items.firstIndex { $0.sequence == sequence }.map { state.items.remove(at: $0) }
        }
      _ = removed  // The action is released here, outside the lock.
    }
  }

  /// Moves the clock forward by `duration`, running every action due on the way, in order.
  ///
  /// ```swift
  /// scheduler.advance(by: .milliseconds(300))
  /// ```
  ///
  /// - Parameter duration: How far to move; `.zero` runs what is due now.
  public func advance(by duration: SchedulerTimeType.Stride = .zero) {
    advance(to: now.advanced(by: duration))
  }

  /// Moves the clock forward to `instant`, running every action due on the way, in order.
  ///
  /// ```swift
  /// scheduler.advance(to: start.advanced(by: .seconds(1)))
  /// ```
  ///
  /// - Parameter instant: The time to move to; an earlier one runs what is due now.
  public func advance(to instant: SchedulerTimeType) {
    while let action = state.withLock({ $0.takeNext(dueBy: Swift.max($0.now, instant)) }) {
      action()
    }
    state.withLock { $0.now = Swift.max($0.now, instant) }
  }

  /// Runs actions in time order, moving the clock, until none remain.
  ///
  /// ```swift
  /// scheduler.run()
  /// ```
  public func run() {
    var count = 0
    while let action = state.withLock({ $0.takeNext(dueBy: nil) }) {
      count += 1
      checkRunLimit(count)
      action()
    }
  }

  /// Moves the clock forward by `duration`, letting other tasks run before each action.
  ///
  /// ```swift
  /// let task = Task { try await scheduler.sleep(for: .seconds(1)) }
  /// await scheduler.advance(by: .seconds(1))
  /// try await task.value
  /// ```
  ///
  /// - Parameter duration: How far to move.
  @MainActor
  public func advance(by duration: SchedulerTimeType.Stride = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the clock forward to `instant`, letting other tasks run before each action.
  ///
  /// ```swift
  /// await scheduler.advance(to: start.advanced(by: .seconds(1)))
  /// ```
  ///
  /// - Parameter instant: The time to move to.
  @MainActor
  public func advance(to instant: SchedulerTimeType) async {
    while true {
      await Self.yieldToOtherTasks()
      guard let action = state.withLock({ $0.takeNext(dueBy: Swift.max($0.now, instant)) })
      else { break }
      action()
    }
    state.withLock { $0.now = Swift.max($0.now, instant) }
  }

  /// Runs actions in time order until none remain, letting other tasks run before each one.
  ///
  /// ```swift
  /// await scheduler.run()
  /// ```
  @MainActor
  public func run() async {
    var count = 0
    while true {
      await Self.yieldToOtherTasks()
      guard let action = state.withLock({ $0.takeNext(dueBy: nil) }) else { break }
      count += 1
      checkRunLimit(count)
      action()
    }
  }

  private func checkRunLimit(_ count: Int) {
    precondition(
      count <= Self.runLimit,
      "TestScheduler.run() ran \(Self.runLimit) actions and work remains; a repeating "
        + "schedule never ends: cancel it or use advance(by:)"
    )
  }

  /// Gives the tasks waiting to run a chance to, with several hops through the global
  /// executor.
  private static func yieldToOtherTasks() async {
    for _ in 0..<20 {
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }
}

/// combine-schedulers' name for a test scheduler with the time and options of scheduler `S`.
///
/// ```swift
/// let scheduler: TestSchedulerOf<DispatchQueue> = DispatchQueue.test
/// ```
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension DispatchQueue {
  /// A new test scheduler of dispatch queue time, starting at the first nanosecond (zero would
  /// mean "now" to `DispatchTime`).
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

extension RunLoop {
  /// A new test scheduler of run loop time, starting in 1970.
  ///
  /// ```swift
  /// let scheduler = RunLoop.test
  /// ```
  public static var test: TestSchedulerOf<RunLoop> {
    TestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}
