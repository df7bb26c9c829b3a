public import Dispatch

/// A scheduler whose clock moves only when a test advances it, so timing code is tested with
/// exact virtual times and without sleeping.
///
/// This type is beyond Combine (as ReactiveSwift's and Point-Free's test schedulers).
///
/// It uses `DispatchQueue`'s time and option types, so it can stand in for a dispatch queue
/// behind ``AnySchedulerOf``: a view model that takes an `AnySchedulerOf<DispatchQueue>` gets
/// `DispatchQueue.main.eraseToAnyScheduler()` in the app and a test scheduler in tests. Time is
/// counted in whole nanoseconds from the instant the scheduler starts at (zero by default), so
/// `.seconds(0.3)` and `.milliseconds(300)` are the same interval. Options are ignored.
///
/// Rules:
/// - Nothing runs until the test calls ``advance(by:)``, ``advance(to:)`` or ``run()``; an
///   action scheduled "now" runs at the next advance, even `advance(by: .zero)`.
/// - Actions due at the same instant run in the order they were scheduled.
/// - Actions scheduled while advancing run too if they fall inside the advanced window, at
///   their own time; an action scheduled for a time already passed runs at the current time.
/// - Actions run on the thread that advances, outside any lock. Scheduling is safe from any
///   thread; advance from one thread at a time.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let subject = PassthroughSubject<Int, Never>()
/// let cancellable = subject
///   .debounce(for: .milliseconds(300), scheduler: scheduler)
///   .sink { print($0) }
/// subject.send(1)
/// scheduler.advance(by: .milliseconds(299))  // nothing yet
/// scheduler.advance(by: .milliseconds(1))    // Prints "1"
/// ```
public final class TestScheduler: Scheduler, @unchecked Sendable {
  // Every mutable property lives in `state`; actions run outside the lock.
  private let state: Locked<State>

  /// The same instant type as `DispatchQueue`, counted from virtual time zero.
  public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType

  /// The same options type as `DispatchQueue`; the test scheduler ignores them.
  public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

  /// How many actions ``run()`` executes before it decides that work never ends.
  public static let runLimit = 100_000

  private struct State {
    var now: SchedulerTimeType
    var items: [TimingScheduledItem] = []
    var nextOrder = 0

    mutating func add(
      at due: SchedulerTimeType,
      every interval: Stride?,
      _ action: @escaping () -> Void
    )
      -> Int
    {
      defer { nextOrder += 1 }
      items.append(
        TimingScheduledItem(
          id: nextOrder,
          order: nextOrder,
          due: due,
          interval: interval,
          action: action
        )
      )
      return nextOrder
    }

    /// Takes the earliest action due no later than `limit` and moves the clock to it.
    mutating func takeNext(dueBy limit: SchedulerTimeType?) -> (() -> Void)? {
      guard let index = items.indices.min(by: { items[$0].precedes(items[$1]) }),
        limit.map({ items[index].due <= $0 }) ?? true
      else { return nil }
      let item = items[index]
      now = Swift.max(now, item.due)
      if let interval = item.interval {
        items[index].due = Swift.max(now, item.due).advanced(by: interval)
        items[index].order = nextOrder
        nextOrder += 1
      } else {
        items.remove(at: index)
      }
      return item.action
    }
  }

  /// The type of an interval on this scheduler.
  public typealias Stride = SchedulerTimeType.Stride

  /// Creates a scheduler whose clock starts at `now`.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()  // starts at virtual time zero
  /// ```
  ///
  /// - Parameter now: The starting instant; virtual time zero by default.
  public init(now: SchedulerTimeType = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 0))) {
    state = Locked(State(now: now))
  }

  public var now: SchedulerTimeType { state.withLock { $0.now } }

  public var minimumTolerance: Stride { .zero }

  /// How many actions are waiting to run, repeating ones included.
  public var pendingActionCount: Int { state.withLock { $0.items.count } }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = ScheduledAction(action)
    state.withLock { _ = $0.add(at: $0.now, every: nil, work.run) }
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let work = ScheduledAction(action)
    state.withLock { _ = $0.add(at: date, every: nil, work.run) }
  }

  /// Runs `action` at `date` and then every `interval`; the interval must be positive.
  public func schedule(
    after date: SchedulerTimeType,
    interval: Stride,
    tolerance: Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    precondition(
      interval > .zero,
      "TestScheduler.schedule(after:interval:tolerance:options:_:) needs a positive interval"
    )
    let work = ScheduledAction(action)
    let id = state.withLock { $0.add(at: date, every: interval, work.run) }
    return AnyCancellable { [weak self] in
      let removed = self?.state
        .withLock { state in
          state.items.firstIndex { $0.id == id }.map { state.items.remove(at: $0) }
        }
      _ = removed  // The action is released here, outside the lock.
    }
  }

  /// Moves the clock forward by `stride`, running every action due on the way, in order.
  ///
  /// ```swift
  /// scheduler.advance(by: .seconds(1))
  /// ```
  ///
  /// - Parameter stride: How far to move; `.zero` runs what is due now. Must not be negative.
  public func advance(by stride: Stride = .zero) {
    precondition(stride >= .zero, "TestScheduler.advance(by:) was given a negative interval")
    advance(to: now.advanced(by: stride))
  }

  /// Moves the clock forward to `instant`, running every action due on the way, in order.
  ///
  /// ```swift
  /// scheduler.advance(to: scheduler.now.advanced(by: .milliseconds(300)))
  /// ```
  ///
  /// - Parameter instant: The time to move to; must not be earlier than ``now``.
  public func advance(to instant: SchedulerTimeType) {
    precondition(instant >= now, "TestScheduler.advance(to:) cannot move the clock backwards")
    while let action = state.withLock({ $0.takeNext(dueBy: instant) }) {
      action()
    }
    state.withLock { $0.now = Swift.max($0.now, instant) }
  }

  /// Runs actions in time order, moving the clock, until none remain.
  ///
  /// A repeating action never stops by itself: after ``runLimit`` actions `run()` stops the
  /// process with a message saying so. Cancel repeating actions first, or use ``advance(by:)``.
  ///
  /// ```swift
  /// scheduler.run()
  /// ```
  public func run() {
    var count = 0
    while let action = state.withLock({ $0.takeNext(dueBy: nil) }) {
      count += 1
      precondition(
        count <= Self.runLimit,
        "TestScheduler.run() ran \(Self.runLimit) actions and work remains; a repeating "
          + "schedule never ends: cancel it or use advance(by:)"
      )
      action()
    }
  }
}

/// One action waiting on a ``TestScheduler``; `order` breaks ties between equal due times.
struct TimingScheduledItem {
  let id: Int
  var order: Int
  var due: DispatchQueue.SchedulerTimeType
  let interval: DispatchQueue.SchedulerTimeType.Stride?
  let action: () -> Void

  func precedes(_ other: Self) -> Bool {
    (due, order) < (other.due, other.order)
  }
}
