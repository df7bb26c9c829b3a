import Foundation

/// The actions scheduled on one run loop in one mode, all run by one Foundation timer.
///
/// swift-corelibs-foundation never deallocates a `Timer`: it retains itself through its Core
/// Foundation timer, even after `invalidate()`. A timer per scheduled action would keep every
/// action, and everything the action captures (a subscription, its subscriber), for the life of
/// the process. So each run loop and mode gets one repeating timer instead, made the first time
/// something is scheduled there and never invalidated: its fire date is moved to the earliest
/// waiting action, and each firing runs the actions due by then, in the order of their times and,
/// for equal times, of their scheduling. An action scheduled while the timer fires runs at the
/// run loop's next pass. A finished or cancelled action is released at once. The queue, its
/// timer and its run loop live as long as the process.
final class RunLoopActionQueue: @unchecked Sendable {
  // Every mutable property lives in `state`; actions run, and the timer is set, outside the lock.
  private let state = Locked(State())
  private let runLoop: RunLoop
  private let mode: RunLoop.Mode

  /// The queue of each run loop and mode that has been scheduled on.
  private static let queues = Locked<[Key: RunLoopActionQueue]>([:])

  /// The timer's period when nothing waits: the fire date is always set explicitly, so the
  /// period only keeps Core Foundation from invalidating the timer after it fires.
  private static let idlePeriod: TimeInterval = 100_000_000

  private struct Key: Hashable {
    let runLoop: ObjectIdentifier
    let mode: String
  }

  private struct Item {
    let id: Int
    var order: Int
    var due: Date
    let interval: TimeInterval?
    let action: ScheduledAction

    func precedes(_ other: Self) -> Bool { (due, order) < (other.due, other.order) }
  }

  private struct State {
    var items: [Item] = []
    var nextOrder = 0
    /// Counts the changes of the earliest due date, so that concurrent armings end on the last.
    var revision = 0
    var timer: UncheckedReference<Timer>?
    var makingTimer = false

    var wakeDate: Date { items.min { $0.precedes($1) }?.due ?? .distantFuture }

    mutating func add(
      at due: Date,
      every interval: TimeInterval?,
      _ action: ScheduledAction
    )
      -> Int
    {
      defer { nextOrder += 1 }
      if due < wakeDate { revision += 1 }
      items.append(
        Item(id: nextOrder, order: nextOrder, due: due, interval: interval, action: action)
      )
      return nextOrder
    }

    /// Takes the earliest action due by `now` that was scheduled before `limit`; a repeating
    /// one stays, due at its next multiple of the interval after `now`.
    mutating func takeNext(dueBy now: Date, scheduledBefore limit: Int) -> ScheduledAction? {
      let waiting = items.indices.filter { items[$0].order < limit && items[$0].due <= now }
      guard let index = waiting.min(by: { items[$0].precedes(items[$1]) }) else { return nil }
      let item = items[index]
      if let interval = item.interval {
        let periods = (now.timeIntervalSince(item.due) / interval).rounded(.down) + 1
        items[index].due = item.due.addingTimeInterval(periods * interval)
        items[index].order = nextOrder
        nextOrder += 1
      } else {
        items.remove(at: index)
      }
      return item.action
    }
  }

  private init(runLoop: RunLoop, mode: RunLoop.Mode) {
    self.runLoop = runLoop
    self.mode = mode
  }

  /// How many actions wait in the queue (a repeating one counts once until it is cancelled).
  var pendingCount: Int { state.withLock { $0.items.count } }

  /// The queue of `runLoop` in `mode`, made the first time it is asked for.
  static func queue(for runLoop: RunLoop, mode: RunLoop.Mode) -> RunLoopActionQueue {
    let key = Key(runLoop: ObjectIdentifier(runLoop), mode: mode.rawValue)
    return queues.withLock { queues in
      if let queue = queues[key] { return queue }
      let queue = RunLoopActionQueue(runLoop: runLoop, mode: mode)
      queues[key] = queue
      return queue
    }
  }

  /// Runs `action` at `date` (at the next pass if that has passed), then every `interval` if one
  /// is given, until ``cancel(_:)``; returns the action's identifier.
  @discardableResult
  func schedule(
    at date: Date,
    every interval: TimeInterval? = nil,
    _ action: ScheduledAction
  )
    -> Int
  {
    let id = state.withLock { $0.add(at: date, every: interval, action) }
    arm()
    return id
  }

  /// Removes the action `id`, if it still waits, and releases it.
  func cancel(_ id: Int) {
    let removed = state.withLock { state in
      state.items.firstIndex { $0.id == id }.map { state.items.remove(at: $0) }
    }
    _ = removed  // The action is released here, outside the lock.
  }

  /// Runs the actions due now, then sets the timer to the earliest one left.
  private func fire() {
    let now = Date()
    let limit = state.withLock { $0.nextOrder }
    while let action = state.withLock({ $0.takeNext(dueBy: now, scheduledBefore: limit) }) {
      action.run()
    }
    state.withLock { $0.revision += 1 }
    arm()
  }

  /// Sets the timer's fire date to the earliest due date, making the timer the first time.
  ///
  /// The date is never earlier than now: Core Foundation ignores a fire date set during the
  /// timer's own firing unless it is later than the date it fired for.
  private func arm() {
    let makes = state.withLock { state in
      defer { state.makingTimer = true }
      return state.timer == nil && !state.makingTimer
    }
    if makes {
      let timer = Timer(fire: .distantFuture, interval: Self.idlePeriod, repeats: true) {
        [self] _ in fire()
      }
      runLoop.add(timer, forMode: mode)
      state.withLock { $0.timer = UncheckedReference(timer) }
    }
    var armed: Int?
    while let (revision, date, timer) = state.withLock({
      state -> (Int, Date, UncheckedReference<Timer>)? in
      guard let timer = state.timer, state.revision != armed else { return nil }
      return (state.revision, state.wakeDate, timer)
    }) {
      timer.value.fireDate = Swift.max(date, Date(timeIntervalSinceNow: 0.000_001))
      armed = revision
    }
  }
}
