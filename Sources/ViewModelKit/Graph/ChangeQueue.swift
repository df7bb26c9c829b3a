/// One recorded change waiting for the next flush, with the transaction current when it was made.
struct PendingChange: @unchecked Sendable {
  // The payload is only touched on the main actor, when the graph applies the change.
  enum Kind {
    /// A `State` was written.
    case state(any AnyStateSlot, Any)
    /// An object held by a node sent `objectWillChange`.
    case observed(WeakNode, field: String, source: String)
    /// A property of an `@Observable` object that the node's body read is about to change.
    case observation(WeakNode, generation: Int, keyPath: AnyKeyPath?)
    /// An environment value set on the host changed.
    case environment(name: String)
  }

  let kind: Kind
  let transaction: Transaction
}

/// The changes recorded since the last flush, in the order they were made.
///
/// Any thread may enqueue. A change recorded while no update is being applied asks, once, for
/// an update: the queue calls its wake-up (the host schedules a flush on the main queue, as the
/// run loop's observer does in SwiftUI), and calls it again only after that update began.
final class ChangeQueue: Sendable {
  // All mutable state lives in the `Locked` value.
  private let state = Locked(State())

  private struct State {
    var changes: [PendingChange] = []
    /// Whether an update was asked for and has not begun yet.
    var isUpdateScheduled = false
    /// How many updates are being applied now (changes made then are applied by them).
    var applying = 0
    /// Asks for an update; `nil` until a host installs it.
    var wake: (@Sendable () -> Void)?
  }

  func enqueue(_ change: PendingChange) {
    let change = DeliveredTransaction.carried(into: change)
    let wake = state.withLock { state -> (@Sendable () -> Void)? in
      state.changes.append(change)
      guard state.applying == 0, !state.isUpdateScheduled, let wake = state.wake else {
        return nil
      }
      state.isUpdateScheduled = true
      return wake
    }
    wake?()
  }

  /// Puts back, after the changes recorded since, changes that were drained and not applied
  /// (their transactions already carry what `enqueue` adds).
  func requeue(_ later: [PendingChange]) {
    guard !later.isEmpty else { return }
    state.withLock { $0.changes.append(contentsOf: later) }
  }

  func drain() -> [PendingChange] {
    state.withLock { state in
      defer { state.changes = [] }
      return state.changes
    }
  }

  var isEmpty: Bool { state.withLock { $0.changes.isEmpty } }

  /// Installs (or, with `nil`, removes) what asks for an update when a change arrives.
  func setWake(_ wake: (@Sendable () -> Void)?) {
    state.withLock { $0.wake = wake }
  }

  /// Notes that the update asked for begins: the next change asks again.
  func scheduledUpdateBegins() {
    state.withLock { $0.isUpdateScheduled = false }
  }

  /// Runs `body` as an update being applied: the changes it makes ask for no other update.
  func applying<Result>(_ body: () throws -> Result) rethrows -> Result {
    state.withLock { $0.applying += 1 }
    defer { state.withLock { $0.applying -= 1 } }
    return try body()
  }
}
