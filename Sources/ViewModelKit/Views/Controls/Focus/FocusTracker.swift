/// What a graph knows about focus: the nodes that bind a field's focus (`focused(_:)`), the
/// nodes that publish focused values, and what it last published.
///
/// Nodes register when they are inserted and are dropped once removed, so working out the
/// focused values after a pass visits only these nodes and the focused field's ancestors.
@MainActor
final class FocusTracker {
  private(set) var bindings: [WeakNode] = []
  private(set) var sources: [WeakNode] = []
  /// The sources that contributed to the published values, with the revision of each, and
  /// whether the scene was active: when these are unchanged, so are the values.
  var signature: [Int] = []
  var published = FocusedValues()

  /// Whether no view publishes focused values, and none are published.
  var isIdle: Bool { sources.isEmpty && signature.isEmpty }

  /// The count of registered nodes past which the removed ones are dropped on registration,
  /// so that a graph that never publishes (and so never prunes after a pass) stays bounded.
  private var pruneThreshold = 64

  func addBinding(_ node: ViewNode) {
    bindings.append(WeakNode(node))
    pruneIfGrown()
  }

  func addSource(_ node: ViewNode) {
    sources.append(WeakNode(node))
    pruneIfGrown()
  }

  private func pruneIfGrown() {
    guard bindings.count + sources.count >= pruneThreshold else { return }
    prune()
    pruneThreshold = max(64, 2 * (bindings.count + sources.count))
  }

  /// Forgets the nodes that were removed.
  func prune() {
    bindings.removeAll { $0.node?.isRemoved ?? true }
    sources.removeAll { $0.node?.isRemoved ?? true }
  }

  /// The text field that has focus: as ``ViewHost/focusedField`` finds it, the first field in
  /// tree order whose `focused(_:)` or `focused(_:equals:)` state names it.
  func focusedField() -> ViewNode? {
    let fields = bindings.compactMap { binding -> ViewNode? in
      guard let node = binding.node,
        let modifier = node.primitiveModifier as? _FocusedModifier, modifier.isFocused()
      else { return nil }
      return Self.onlyField(in: node)
    }
    return fields.min { $0.treePosition.lexicographicallyPrecedes($1.treePosition) }
  }

  /// The one innermost text field below a `focused` modifier, or `nil` when it has none or
  /// several (then the modifier binds no field, as for the host).
  private static func onlyField(in node: ViewNode) -> ViewNode? {
    let fields = node.liveSubtree().filter { $0.view is any TextInputControl }
    let innermost = fields.filter { field in
      !fields.contains { $0 !== field && $0.isDescendant(of: field) }
    }
    return innermost.count == 1 ? innermost.first : nil
  }
}

extension ViewNode {
  /// The node's position in tree order: its index among its siblings at each level.
  var treePosition: [Int] {
    var result: [Int] = []
    var node: ViewNode? = self
    while let current = node, current.parent != nil {
      result.append(current.index)
      node = current.parent
    }
    return result.reversed()
  }
}
