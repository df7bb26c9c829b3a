extension ViewGraph {
  /// Works out the focused values after a pass and, when they changed, publishes them to the
  /// whole scene through the root environment, in the pass's transaction.
  ///
  /// This is the upward half of a preference: the `focusedValue` modifiers enclosing the focused
  /// field are reduced, the closest to focus first (``FocusedValues`` keeps the first value
  /// written for a key), then the scene values, in tree order; scene values count only while
  /// the scene is active, wherever they are. The
  /// downward half is an ordinary environment change: the next pass updates exactly the views
  /// whose `@FocusedValue` reads changed, with the cause `environment`, and the change reports
  /// name the changed keys as sources.
  func publishFocusedValues(_ transaction: Transaction) {
    guard !focusTracker.isIdle else { return }
    focusTracker.prune()
    let isActive = rootEnvironment.scenePhase == .active
    var contributors: [ViewNode] = []
    var node = focusTracker.focusedField()
    while let current = node {
      if let modifier = current.primitiveModifier as? _FocusedValueModifier,
        isActive || !modifier.isSceneWide
      {
        contributors.append(current)
      }
      node = current.parent
    }
    if isActive {
      let chain = Set(contributors.map(ObjectIdentifier.init))
      let scene = focusTracker.sources.compactMap(\.node)
        .filter { source in
          (source.primitiveModifier as? _FocusedValueModifier)?.isSceneWide == true
            && !chain.contains(ObjectIdentifier(source))
        }
      contributors += scene.sorted {
        $0.treePosition.lexicographicallyPrecedes($1.treePosition)
      }
    }
    let signature = [isActive ? 1 : 0] + contributors.flatMap { [$0.id, $0.revision] }
    guard signature != focusTracker.signature else { return }
    focusTracker.signature = signature
    var values = FocusedValues()
    for contributor in contributors {
      (contributor.primitiveModifier as? _FocusedValueModifier)?.write(&values)
    }
    let changed = values.changedKeyNames(comparedTo: focusTracker.published)
    guard let first = changed.first else { return }
    focusTracker.published = values
    Transaction.$current.withValue(transaction) {
      setRootEnvironment({ $0.focusedValues = values }, name: first)
      for name in changed.dropFirst() {
        queue.enqueue(PendingChange(kind: .environment(name: name), transaction: transaction))
      }
    }
  }
}
