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
/// Any thread may enqueue.
final class ChangeQueue: Sendable {
  // All mutable state lives in the `Locked` value.
  private let changes = Locked<[PendingChange]>([])

  func enqueue(_ change: PendingChange) {
    let change = DeliveredTransaction.carried(into: change)
    changes.withLock { $0.append(change) }
  }

  /// Puts back, after the changes recorded since, changes that were drained and not applied
  /// (their transactions already carry what `enqueue` adds).
  func requeue(_ later: [PendingChange]) {
    guard !later.isEmpty else { return }
    changes.withLock { $0.append(contentsOf: later) }
  }

  func drain() -> [PendingChange] {
    changes.withLock { changes in
      defer { changes = [] }
      return changes
    }
  }

  var isEmpty: Bool { changes.withLock { $0.isEmpty } }
}
