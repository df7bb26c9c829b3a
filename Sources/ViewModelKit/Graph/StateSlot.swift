/// The storage of one `State` of one view identity.
///
/// Writes may come from any thread: the latest value and the graph's change queue are behind
/// locks. Reads during a body evaluation record a dependency and see the value of the update pass
/// being applied (`committed`); other reads see the latest write.
final class StateSlot<Value>: BindingLocation, AnyStateSlot, @unchecked Sendable {
  // `latest` lives in a `Locked` value; `committed` and `readers` are touched only on the main
  // actor, by the graph during updates.
  private let latest: Locked<Value>
  var committed: Value
  var readers: [ObjectIdentifier: SlotReader] = [:]
  let owner: WeakNode
  let field: FieldPath
  private let queue: ChangeQueue

  init(initial: Value, owner: ViewNode, field: FieldPath, queue: ChangeQueue) {
    latest = Locked(initial)
    committed = initial
    self.owner = WeakNode(owner)
    self.field = field
    self.queue = queue
  }

  var name: String { field.declaredName }

  func read() -> Value {
    readProjected { $0 }
  }

  /// Reads the value, or a part of it: during a body evaluation the body is recorded as
  /// depending on that part (a member binding reads one member).
  func readProjected<T>(_ transform: @escaping (Value) -> T) -> T {
    guard let frame = EvaluationContext.current else { return transform(latest.withLock { $0 }) }
    // Reading the whole value (or a part of the same type) counts as reading everything.
    let projection: ((Any) -> Any)? =
      T.self == Value.self ? nil : { value in transform(value as! Value) }
    let carried = UncheckedSendable(value: projection)
    MainActor.assumeIsolated {
      let key = ObjectIdentifier(frame.node)
      guard var reader = readers[key] else {
        readers[key] = SlotReader(
          node: WeakNode(frame.node),
          projections: carried.value.map { [$0] }
        )
        frame.node.readSlots.append(self)
        return
      }
      if let projection = carried.value, reader.projections != nil {
        reader.projections?.append(projection)
      } else {
        reader.projections = nil
      }
      readers[key] = reader
    }
    return transform(committed)
  }

  func get() -> Value { read() }

  func set(_ value: Value, transaction: Transaction) {
    write(value, transaction: transaction)
  }

  /// Records a write: ignored when equal to the latest value, and ignored with SwiftUI's warning
  /// during a body evaluation.
  ///
  /// The value is kept; no update is queued once the view is gone.
  func write(_ value: Value, transaction: Transaction?) {
    if EvaluationContext.current != nil {
      Diagnostics.warn("Modifying state during view update, this will cause undefined behavior.")
      return
    }
    let unchanged = latest.withLock { current -> Bool in
      if ValueEquality.equal(current, value) { return true }
      current = value
      return false
    }
    // A view that is gone (its host released, or removed from its tree) has nothing to update;
    // queueing the change would keep this slot alive through its own queue.
    guard !unchanged, owner.node != nil else { return }
    queue.enqueue(
      PendingChange(kind: .state(self, value), transaction: transaction ?? .current)
    )
  }

  /// Applies a write at once, without queueing an update: a frame applied in place stands for
  /// the update it would ask for (`ViewGraph+DrivenFrames.swift`).
  func commitInPlace(_ change: (inout Value) -> Void) {
    committed = latest.withLock { value in
      change(&value)
      return value
    }
  }

  func commit(_ value: Any) {
    if let value = value as? Value { committed = value }
  }

  var committedValue: Any { committed }

  func removeReader(_ node: ViewNode) {
    readers[ObjectIdentifier(node)] = nil
  }

  var describedValue: String { String(describing: latest.withLock { $0 }) }
}

/// What the graph needs from a slot without knowing its value type.
protocol AnyStateSlot: AnyObject {
  var readers: [ObjectIdentifier: SlotReader] { get }
  var committedValue: Any { get }
  var owner: WeakNode { get }
  var field: FieldPath { get }
  var name: String { get }
  func commit(_ value: Any)
  func removeReader(_ node: ViewNode)
  /// The latest value, as snapshots print it.
  var describedValue: String { get }
}

/// A body that read a slot: the whole value (`projections == nil`), or only some parts of it.
struct SlotReader {
  var node: WeakNode
  var projections: [(Any) -> Any]?

  /// Whether what this reader read differs between two values of the slot.
  func isAffected(from old: Any, to new: Any) -> Bool {
    guard let projections else { return true }
    return projections.contains { !ValueEquality.equal($0(old), $0(new)) }
  }
}

/// A weak reference to a node, for slots and subscriptions that must not keep a node alive.
struct WeakNode {
  weak var node: ViewNode?

  init(_ node: ViewNode) {
    self.node = node
  }
}
