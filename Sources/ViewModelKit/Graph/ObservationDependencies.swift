@_spi(SwiftUI) import Observation

/// `@Observable` reads as a dependency source: a body is evaluated under the toolchain's
/// observation tracking, and the first write to a property it read marks the node dirty with
/// cause `observed`, named after the property.
///
/// The tracking is one-shot, as in SwiftUI: two writes before the next update make one
/// invalidation, and the next evaluation tracks again. The property's name comes from the
/// tracking's changed key path (the same SPI of the Observation module that SwiftUI uses). A
/// tracking left behind by a newer evaluation (or by a removed node) changes nothing when it
/// fires.
extension ViewGraph {
  /// Evaluates `body` for `node` and records its `@Observable` reads against the node.
  ///
  /// Each evaluation has a generation; a change recorded by the tracking of an older one (the node
  /// was evaluated again before the write) is dropped when the pass applies it. A tracking
  /// cancels itself when it fires; one left by an evaluation that was followed by another is
  /// cancelled at the next write of a property it read.
  func trackingObservation<T>(of node: ViewNode, _ body: () -> T) -> T {
    node.observationGeneration &+= 1
    let source = ObservationSource(
      node: UncheckedSendable(value: WeakNode(node)),
      generation: node.observationGeneration,
      queue: queue,
      warnings: warnings
    )
    // The toolchain keeps a tracking installed this way until it is cancelled: cancelling it
    // when it fires makes it one-shot, so trackings do not pile up on a property that is
    // written again and again (each write would call every one of them).
    return withObservationTracking(
      body,
      willSet: { tracking in
        source.fire(tracking.changed)
        tracking.cancel()
      }
    )
  }
}

/// Where one evaluation's tracking reports a change: its node and generation.
struct ObservationSource: Sendable {
  // The node is only read on the main actor, when the pass applies the change.
  let node: UncheckedSendable<WeakNode>
  let generation: Int
  let queue: ChangeQueue
  let warnings: WarningSink

  /// Records the change: on the writer's thread, before the value changes (`willSet`), with the
  /// writer's transaction, so a write inside `withAnimation` animates.
  func fire(_ changed: AnyKeyPath?) {
    if !MainQueue.isCurrent {
      warnings.receive(
        "Modifying an @Observable property from a background thread; make sure to change models "
          + "on the main actor (a view reading it is updated at the next flush)."
      )
    } else if EvaluationContext.current != nil {
      warnings.receive(
        "Modifying an @Observable property during a view update, this will cause undefined "
          + "behavior."
      )
    }
    queue.enqueue(
      PendingChange(
        kind: .observation(node.value, generation: generation, keyPath: changed),
        transaction: .current
      )
    )
  }
}

/// The names of `@Observable` properties, for change reports.
///
/// A key path to a property that the `@Observable` macro made computed has no name at run time
/// (its description is `<computed …>`), so the name is found from the object: among its stored
/// fields (`_title`, `_books` …) the one of the key path's value type, or, when several have that
/// type, the one whose value is the key path's (`@dependencies` when that leaves several). The
/// object is looked for where a view holds models: its environment's objects, its state, and its
/// stored properties, a few levels deep. It runs once per change, not per read.
@MainActor
enum ObservedPropertyNames {
  /// The names found without comparing values (a described key path, or the only stored field
  /// of its type), by key path: describing a key path and reflecting its object cost far more
  /// than the rest of a change.
  private static var knownNames: [AnyKeyPath: String] = [:]

  static func name(of keyPath: AnyKeyPath?, readBy node: ViewNode?) -> String {
    guard let keyPath else { return "@dependencies" }
    if let known = knownNames[keyPath] { return known }
    let described = TypeNames.keyPathName(keyPath)
    guard described.hasPrefix("<computed") || described.hasSuffix(">") else {
      knownNames[keyPath] = described
      return described
    }
    let root = type(of: keyPath).rootType
    guard let node, let object = object(of: root, heldBy: node) else { return "@dependencies" }
    let valueType = type(of: keyPath).valueType
    let fields = Mirror(reflecting: object).children
      .compactMap { child -> (String, Any)? in
        guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$"),
          type(of: child.value) == valueType
        else { return nil }
        return (String(label.dropFirst()), child.value)
      }
    if fields.count == 1 {
      knownNames[keyPath] = fields[0].0
      return fields[0].0
    }
    guard let current = (object as Any)[keyPath: keyPath] else { return "@dependencies" }
    let matching = fields.filter { ValueEquality.equal($0.1, current) }
    return matching.count == 1 ? matching[0].0 : "@dependencies"
  }

  private static func object(of root: Any.Type, heldBy node: ViewNode) -> AnyObject? {
    if let object = node.environment.anyObject(of: root) { return object }
    for slot in node.storage.values {
      if let state = slot as? any AnyStateSlot, let found = search(state.committedValue, root, 2) {
        return found
      }
    }
    return search(node.view, root, 4)
  }

  /// The first instance of `root` in `value`'s stored properties, `depth` levels deep at most
  /// (through structs, optionals, collections and other models).
  private static func search(_ value: Any, _ root: Any.Type, _ depth: Int) -> AnyObject? {
    if type(of: value) == root { return value as AnyObject }
    guard depth > 0 else { return nil }
    for child in Mirror(reflecting: value).children where child.label != "_$observationRegistrar" {
      if let found = search(child.value, root, depth - 1) { return found }
    }
    return nil
  }
}
