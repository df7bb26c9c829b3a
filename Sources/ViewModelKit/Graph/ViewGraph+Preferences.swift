import Foundation

/// The `onPreferenceChange` modifiers of a graph, with the value each last saw.
@MainActor
final class PreferenceObservers {
  private struct Entry {
    weak var node: ViewNode?
    var last: Any?
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  var isEmpty: Bool { entries.isEmpty }

  /// Registers a newly inserted observer, with no value seen yet (an identifier left by a
  /// removed node is taken over whole).
  func add(_ node: ViewNode) {
    entries[ObjectIdentifier(node)] = Entry(node: node)
  }

  /// The live observers, in no particular order; removed ones are forgotten.
  func live() -> [ViewNode] {
    entries = entries.filter { $0.value.node.map { !$0.isRemoved } ?? false }
    return entries.values.compactMap(\.node)
  }

  func last(for node: ViewNode) -> Any? { entries[ObjectIdentifier(node)]?.last }

  func record(_ value: Any, for node: ViewNode) {
    entries[ObjectIdentifier(node)]?.last = value
  }
}

extension ViewGraph {
  /// Works out each `onPreferenceChange` observer's value after a pass, and runs its action
  /// when the value changed.
  ///
  /// An observer's first value runs its action too (the view appeared). The changes the actions
  /// make are applied by the next pass. Costs nothing while no view observes a preference.
  func publishPreferences() {
    guard !preferenceObservers.isEmpty else { return }
    var due: [(observer: any PreferenceObserving, value: Any)] = []
    let observers = preferenceObservers.live()
      .sorted {
        $0.treePosition.lexicographicallyPrecedes($1.treePosition)
      }
    for node in observers {
      guard let observer = node.primitiveModifier as? any PreferenceObserving else { continue }
      let value = observer.reducedValue(of: Self.preferenceValues(for: observer.keyType, in: node))
      if let last = preferenceObservers.last(for: node), observer.isEqual(value, to: last) {
        continue
      }
      preferenceObservers.record(value, for: node)
      due.append((observer, value))
    }
    for (observer, value) in due { observer.perform(with: value) }
  }

  /// The values the writers of `key` below `node` set, in tree order; a writer's value stands
  /// for its whole subtree, and so does a transformer's, made from the values below it.
  static func preferenceValues(for key: Any.Type, in node: ViewNode) -> [Any] {
    preferenceValues(for: key, in: node.children)
  }

  /// The values the writers of `key` in `subtrees` set, in tree order.
  static func preferenceValues(for key: Any.Type, in subtrees: [ViewNode]) -> [Any] {
    var values: [Any] = []
    var pending = Array(subtrees.reversed())
    while let current = pending.popLast() {
      guard !current.isRemoved else { continue }
      if let writer = current.primitiveModifier as? any PreferenceWriting, writer.keyType == key {
        values.append(writer.value(in: layoutFrame(of: current)))
        continue
      }
      if let transformer = current.primitiveModifier as? any PreferenceTransforming,
        transformer.keyType == key
      {
        let below = DeepStack.nest { preferenceValues(for: key, in: current) }
        values.append(transformer.transformedValue(of: below, in: layoutFrame(of: current)))
        continue
      }
      pending.append(contentsOf: current.children.reversed())
    }
    return values
  }

  /// A modifier node's frame on the screen at the last layout, for its anchors: moved as it is
  /// drawn by the offsets and scroll views around it (see ``ViewNode/drawnShift``).
  private static func layoutFrame(of node: ViewNode) -> CGRect {
    (node.layoutBox?.frame ?? node.layoutFrame).shifted(by: node.drawnShift)
  }
}
