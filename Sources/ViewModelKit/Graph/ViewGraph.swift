/// The runtime of one view tree: one node per identity, the changes waiting to be applied, and
/// the update passes that apply them.
///
/// Changes (state writes, `objectWillChange` of held objects) may be recorded from any thread;
/// they are applied on the main actor by ``flush()``, in passes: consecutive changes made in the
/// same transaction form one pass, in the order they were made.
@MainActor
final class ViewGraph {
  let queue = ChangeQueue()
  let warnings = WarningSink()
  /// Where the graph reports what it creates, when a test tracks lifetimes.
  let lifetimes = LifetimeTracker.current
  /// The views evaluated again at every frame while they run (keyframe and phase animators).
  let frameDrivers = FrameDrivers()
  /// The values of the scene's `SceneStorage` properties.
  let sceneStorage = SceneStorageValues()
  private(set) var root: ViewNode?
  var rootEnvironment = EnvironmentValues()

  /// The number of the pass being applied (or last applied), from 1.
  var passNumber = 0
  /// The depth of the deepest node built so far (see `ViewGraph+Depth.swift`).
  var deepestDepth = 0
  /// The deepest node the graph builds, and why it refused a deeper one.
  let maximumDepth = DeepStack.maximumDepth
  var depthRefusal: ViewHostError?
  /// Every body evaluation since the graph was made.
  private(set) var updates: [UpdateRecord] = []
  /// The sources each pass changed, by pass number.
  var changedSources = ChangedSourcesLog()
  /// What `_printChanges()` printed, in order.
  var printedChanges: [String] = []

  /// The nodes visited or built since the last render, in tree order (pre-order).
  var touched: [ViewNode] = []
  /// The nodes removed since the last render.
  var removedThisPass: [ViewNode] = []
  /// The changes since the last render that may move or resize views, and the bodies patched.
  ///
  /// The first counts nodes built, removed or given a new value or environment; the second the
  /// bodies patched as render-only changes (see `ViewGraph+RenderOnly.swift`). A render with
  /// patches and no such change skips the layout.
  var layoutChanges = 0
  var renderOnlyPatches = 0
  /// Whether render-only changes are patched (tests turn it off to compare with reconciling).
  var patchesRenderOnlyChanges = true
  /// How many bodies were evaluated since the graph was made.
  var evaluationCount = 0
  /// How many nodes update passes checked (a check may go on to re-evaluate the node).
  var visitCount = 0

  /// Lifecycle hooks queued during a pass, run after it.
  private var afterPass: [() -> Void] = []
  /// The hooks of removals that have no transition to run: run after the pass, before the
  /// other hooks (the insertions' appear actions among them).
  private var immediateRemovals: [() -> Void] = []
  /// The `GeometryReader` nodes built so far (removed ones are dropped when next looked at).
  var geometryReaders: [ViewNode] = []
  /// The layers of `overlayPreferenceValue` and `backgroundPreferenceValue`.
  var preferenceReaders: [ViewNode] = []
  /// The `ForEach` nodes in lazy containers built so far (removed ones are dropped when next
  /// looked at).
  var lazyRowSources: [ViewNode] = []
  /// The matched-geometry groups, once a view uses `matchedGeometryEffect`.
  var matchedGeometry: MatchedGeometryGroups?
  /// Whether a view ever used `contentTransition(_:)`, so that texts record their changes.
  var usesContentTransitions = false
  /// Whether a view ever used `geometryGroup()`: the items below a group take relative frames.
  var usesGeometryGroups = false
  /// The views whose effects depend on their geometry (`visualEffect`, `scrollTransition`).
  var geometryEffects: GeometryEffectNodes?
  /// The focus bindings and focused-value publishers (see `ViewGraph+FocusedValues.swift`).
  let focusTracker = FocusTracker()
  /// The `onPreferenceChange` modifiers, with the values they last saw.
  let preferenceObservers = PreferenceObservers()

  /// Called after every pass (and after mounting) with the pass's transaction; the host renders.
  var didApplyPass: ((Transaction) -> Void)?

  private var nodeCount = 0

  func nextNodeID() -> Int {
    nodeCount += 1
    return nodeCount
  }

  init() {}

  /// Builds the tree for `view` and applies the changes its appearance makes.
  func mount(_ view: any View) {
    (view as? any RootEnvironmentPreparing)?.prepare(&rootEnvironment)
    queue.applying { mountTree(view) }
  }

  private func mountTree(_ view: any View) {
    Diagnostics.$sink.withValue(warnings) {
      passNumber += 1
      let node = makeNode(for: view, key: .body, parent: nil, environment: rootEnvironment)
      root = node
      build(node, context: UpdateContext(environment: rootEnvironment, transaction: Transaction()))
      runAfterPass()
      publishFocusedValues(Transaction())
      // After the render: anchor preferences read the layout.
      applyRender(Transaction())
      publishPreferences()
      flushChanges()
    }
  }

  /// Whether ``unmount()`` removed the tree.
  private(set) var isUnmounted = false

  /// Removes the whole tree, as a closed window does.
  ///
  /// Every view's disappear actions run and every node is torn down; changes recorded later
  /// are dropped.
  func unmount() {
    guard !isUnmounted else { return }
    isUnmounted = true
    Diagnostics.$sink.withValue(warnings) {
      if let root {
        passNumber += 1
        // A deep tree is removed on the deep stack, as an update removes it.
        onDeepStack {
          remove(root, immediately: true)
          self.root = nil
          runAfterPass()
        }
      }
      // Nothing renders any more: the nodes are not kept for a render.
      touched = []
      removedThisPass = []
      _ = queue.drain()
    }
  }

  /// Applies every recorded change, pass by pass, until none is left.
  func flush() {
    // Most frames' flushes find nothing to apply: no task-local for them.
    guard !frameDrivers.dueFrames.isEmpty || !queue.isEmpty else { return }
    guard !isUnmounted else {
      _ = queue.drain()
      return
    }
    queue.applying { Diagnostics.$sink.withValue(warnings) { flushChanges() } }
  }

  private func flushChanges() {
    if !frameDrivers.dueFrames.isEmpty { runDueFrames() }
    var rounds = 0
    while !queue.isEmpty {
      rounds += 1
      guard rounds <= 100 else {
        Diagnostics.warn(
          "Changes kept arriving after 100 rounds of updates; a view probably changes state in "
            + "onChange or onAppear on every update. The rest is applied at the next flush."
        )
        return
      }
      for group in Self.passes(of: queue.drain()) {
        onDeepStack { runPass(group) }
      }
    }
  }

  /// Splits changes into passes: consecutive changes in the same transaction go together.
  static func passes(of changes: [PendingChange]) -> [[PendingChange]] {
    var groups: [[PendingChange]] = []
    for change in changes {
      if let last = groups.last?.last, last.transaction.isSamePass(as: change.transaction) {
        groups[groups.count - 1].append(change)
      } else {
        groups.append([change])
      }
    }
    return groups
  }

  private func runPass(_ changes: [PendingChange]) {
    passNumber += 1
    var sources: [String] = []
    var written: [(slot: any AnyStateSlot, before: Any)] = []
    for change in changes {
      switch change.kind {
      case .state(let slot, let value):
        if !written.contains(where: { $0.slot === slot }) {
          written.append((slot, slot.committedValue))
          sources.append(slot.name)
        }
        slot.commit(value)
      case .observed(let weakNode, let field, let source):
        sources.append(source)
        if let node = weakNode.node { markDirty(node, cause: .observed, property: field) }
      case .observation(let weakNode, let generation, let keyPath):
        // A tracking of an evaluation that a newer one replaced is stale.
        guard let node = weakNode.node, node.observationGeneration == generation else { continue }
        sources.append(ObservedPropertyNames.name(of: keyPath, readBy: node))
        markDirty(node, cause: .observed, property: "@dependencies")
      case .environment(let name):
        sources.append(name)
      }
    }
    for (slot, before) in written where !ValueEquality.equal(before, slot.committedValue) {
      invalidateReaders(of: slot, from: before)
    }
    let unchanged = Set(
      written.filter { ValueEquality.equal($0.before, $0.slot.committedValue) }.map(\.slot.name)
    )
    sources.removeAll { unchanged.contains($0) }
    changedSources.append(Self.unique(sources), toPass: passNumber)
    guard let root else { return }
    var transaction = changes.first?.transaction ?? Transaction()
    if changes.count > 1 {
      transaction.mergeAnimationCompletions(of: changes.lazy.map(\.transaction))
    }
    let context = UpdateContext(environment: rootEnvironment, transaction: transaction)
    update(root, with: nil, context: context)
    runAfterPass()
    publishFocusedValues(transaction)
    applyRender(transaction)
    publishPreferences()
  }

  /// Marks the bodies that read what changed in a slot: `local` for its owner, `parent` for a
  /// view that reads it through a binding (reported under its binding's name).
  private func invalidateReaders(of slot: any AnyStateSlot, from before: Any) {
    for reader in slot.readers.values {
      guard let node = reader.node.node, reader.isAffected(from: before, to: slot.committedValue)
      else { continue }
      let isOwner = node === slot.owner.node
      let property =
        isOwner
        ? slot.field.name : node.bindingFieldNames[ObjectIdentifier(slot)] ?? slot.field.name
      markDirty(node, cause: isOwner ? .local : .parent, property: property)
    }
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }

  /// Marks a node for re-evaluation in the next pass, and its ancestors for a visit.
  func markDirty(_ node: ViewNode, cause: UpdateCause, property: String?) {
    guard !node.isRemoved else { return }
    if node.dirtyCause == nil { node.dirtyCause = cause }
    if let property, !node.changedProperties.contains(property) {
      node.changedProperties.append(property)
    }
    var current = node
    while !current.needsVisit {
      current.needsVisit = true
      guard let parent = current.parent else { break }
      parent.pendingChildren.append(current)
      current = parent
    }
  }

  /// Queues a lifecycle hook to run after the current pass; with `beforeInsertions`, before
  /// the hooks queued without it.
  func enqueueAfterPass(beforeInsertions: Bool = false, _ hook: @escaping () -> Void) {
    if beforeInsertions {
      immediateRemovals.append(hook)
    } else {
      afterPass.append(hook)
    }
  }

  func runAfterPass() {
    while !afterPass.isEmpty || !immediateRemovals.isEmpty {
      let hooks = immediateRemovals + afterPass
      immediateRemovals = []
      afterPass = []
      for hook in hooks { hook() }
    }
  }

  func record(_ node: ViewNode, cause: UpdateCause) {
    updates.append(
      UpdateRecord(
        view: node.name,
        identity: node.identityPath,
        cause: cause,
        transaction: node.transaction,
        pass: passNumber,
        isUserDefined: node.isUserDefined
      )
    )
  }

  /// Sets an environment value at the root and records the change.
  func setRootEnvironment(_ transform: (inout EnvironmentValues) -> Void, name: String) {
    transform(&rootEnvironment)
    queue.enqueue(PendingChange(kind: .environment(name: name), transaction: .current))
  }
}

/// What flows down the tree during a pass.
struct UpdateContext {
  var environment: EnvironmentValues
  var transaction: Transaction
}

extension Transaction {
  /// Whether two changes belong to one update pass: the same animation and flags, and the same
  /// custom keys set.
  func isSamePass(as other: Transaction) -> Bool {
    animation == other.animation && disablesAnimations == other.disablesAnimations
      && isContinuous == other.isContinuous && tracksVelocity == other.tracksVelocity
      && Set(values.keys) == Set(other.values.keys)
  }
}
