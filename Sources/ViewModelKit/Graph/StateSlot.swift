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
  var readers: [ObjectIdentifier: WeakNode] = [:]
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

  var name: String { field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name }

  func read() -> Value {
    if let reader = EvaluationContext.current {
      MainActor.assumeIsolated {
        readers[ObjectIdentifier(reader.node)] = WeakNode(reader.node)
        reader.node.readSlots.append(self)
      }
      return committed
    }
    return latest.withLock { $0 }
  }

  func get() -> Value { read() }

  func set(_ value: Value, transaction: Transaction) {
    write(value, transaction: transaction)
  }

  /// Records a write: ignored when equal to the latest value, and ignored with SwiftUI's warning
  /// during a body evaluation.
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
    guard !unchanged else { return }
    queue.enqueue(
      PendingChange(kind: .state(self, value), transaction: transaction ?? .current)
    )
  }

  func commit(_ value: Any) {
    if let value = value as? Value { committed = value }
  }

  func removeReader(_ node: ViewNode) {
    readers[ObjectIdentifier(node)] = nil
  }

  var describedValue: String { String(describing: latest.withLock { $0 }) }
}

/// What the graph needs from a slot without knowing its value type.
protocol AnyStateSlot: AnyObject {
  var readers: [ObjectIdentifier: WeakNode] { get }
  var owner: WeakNode { get }
  var field: FieldPath { get }
  var name: String { get }
  func commit(_ value: Any)
  func removeReader(_ node: ViewNode)
  /// The latest value, as snapshots print it.
  var describedValue: String { get }
}

/// A weak reference to a node, for slots and subscriptions that must not keep a node alive.
struct WeakNode {
  weak var node: ViewNode?

  init(_ node: ViewNode) {
    self.node = node
  }
}
