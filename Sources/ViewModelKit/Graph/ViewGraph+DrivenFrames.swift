/// A frame that a frame driver deferred to the next flush, so that it can be applied in place
/// instead of in an update pass: a keyframe animator whose content changes only render effects
/// (see `KeyframeAnimatorFrame`).
///
/// At the flush, the frames are applied in place when every frame deferred to it can be
/// (``prepare()``), no other change waits and the pass would animate nothing; they then do what
/// that pass would have done, to the same nodes, items, counts and update records, without
/// visiting the tree, tracking reads or laying out. Otherwise each makes the state write that
/// asks for its evaluation, in front of the changes recorded since, and the flush applies them
/// in passes as it does any change.
@MainActor
protocol DrivenFrame: AnyObject {
  /// The node whose evaluation the frame stands for.
  var drivenNode: ViewNode? { get }
  /// The names of the state whose write asks for that evaluation (change reports name it).
  var sources: [String] { get }
  /// Whether the frame waits in the drivers' list of due frames.
  var isDue: Bool { get set }
  /// Evaluates the frame's content and finds what it changes; `false` when the frame must be
  /// an update pass.
  func prepare() -> Bool
  /// Applies the prepared frame in place with the transaction that reaches its node (set on the
  /// node), records the evaluation and returns how many nodes took a new value.
  func commit(transaction: Transaction, renderer: Renderer) -> Int
  /// Asks for the evaluation in an update pass instead: the state write.
  func requestPass()
  /// Defers the frame to the next flush; `false` when a change already waits, so that the
  /// state write must be made now to keep its place among the changes.
  func deferToFlush() -> Bool
}

extension DrivenFrame {
  /// ``deferToFlush()`` for a frame of `graph`.
  func deferToFlush(in graph: ViewGraph) -> Bool {
    guard graph.patchesRenderOnlyChanges, graph.frameDrivers.renderer != nil, graph.queue.isEmpty
    else { return false }
    if !isDue {
      isDue = true
      graph.frameDrivers.dueFrames.append(self)
    }
    return true
  }
}

extension ViewGraph {
  /// Applies the frames deferred to this flush: in place when they can be, otherwise as the
  /// state writes they stand for, placed before the changes recorded since they were deferred.
  func runDueFrames() {
    // The list is taken (its storage kept for the next frame's) before any frame runs.
    var due: [any DrivenFrame] = []
    swap(&due, &frameDrivers.dueFrames)
    defer {
      due.removeAll(keepingCapacity: true)
      if frameDrivers.dueFrames.isEmpty { swap(&due, &frameDrivers.dueFrames) }
    }
    for frame in due { frame.isDue = false }
    if queue.isEmpty, applyInPlace(due) { return }
    let later = queue.drain()
    for frame in due { frame.requestPass() }
    queue.requeue(later)
  }

  /// Applies `due` as one pass that evaluates each frame's node, without visiting the tree;
  /// `false`, having changed nothing that a pass would not change the same way, when a frame
  /// must be a pass.
  private func applyInPlace(_ due: [any DrivenFrame]) -> Bool {
    guard patchesRenderOnlyChanges, let renderer = frameDrivers.renderer, matchedGeometry == nil,
      geometryEffects == nil, lazyRowSources.isEmpty, touched.isEmpty, removedThisPass.isEmpty,
      let frames = due.count == 1 ? due : inTreeOrder(due)
    else { return false }
    for frame in frames where !frame.prepare() { return false }
    // The transaction the frames' state writes would carry (a write's own is empty).
    var transaction = Transaction.current
    if let delivered = DeliveredTransaction.current?.transaction {
      transaction = transaction.merged(over: delivered)
    }
    guard transaction.values.isEmpty || transaction.animationCompletions.isEmpty else {
      return false
    }
    // Modifiers that change a pass's transaction read its number.
    passNumber += 1
    var visits = 0
    if frames.count == 1, let node = frames[0].drivenNode {
      let reached = self.transaction(reaching: node, from: transaction, visits: &visits)
      guard reached.values.isEmpty || reached.animation == nil else {
        passNumber -= 1
        return false
      }
      let sources = frames[0].sources
      changedSources.append(sources, toPass: passNumber)
      visitCount += visits
      visits += frames[0].commit(transaction: reached, renderer: renderer)
    } else {
      guard let applied = applyInPlace(frames, transaction: transaction, renderer: renderer) else {
        passNumber -= 1
        return false
      }
      visits = applied
    }
    renderer.statistics.itemsApplied += visits
    frameDrivers.appliedInPlace += frames.count
    return true
  }

  /// Applies several frames in place, in tree order; returns how many nodes were applied, or
  /// `nil` when one of them must be a pass.
  private func applyInPlace(
    _ frames: [any DrivenFrame],
    transaction: Transaction,
    renderer: Renderer
  ) -> Int? {
    var visited = Set<ObjectIdentifier>()
    var visits = 0
    var reaching: [Transaction] = []
    for frame in frames {
      guard let node = frame.drivenNode else { return nil }
      let reached = self.transaction(
        reaching: node,
        from: transaction,
        visits: &visits,
        visited: &visited
      )
      guard reached.values.isEmpty || reached.animation == nil else { return nil }
      reaching.append(reached)
    }
    var sources: [String] = []
    for name in frames.flatMap(\.sources) where !sources.contains(name) { sources.append(name) }
    changedSources.append(sources, toPass: passNumber)
    visitCount += visits
    var applied = visits
    for (frame, reached) in zip(frames, reaching) {
      applied += frame.commit(transaction: reached, renderer: renderer)
    }
    return applied
  }

  /// Sets on `node` and its ancestors the transaction of a pass as it reaches each of them (each
  /// ancestor's modifier changes it for its children), counts the nodes a pass would visit on
  /// the way (those not in `visited`, when given), and returns the transaction that reaches
  /// `node`.
  private func transaction(
    reaching node: ViewNode,
    from base: Transaction,
    visits: inout Int,
    visited: inout Set<ObjectIdentifier>
  ) -> Transaction {
    var path: [ViewNode] = []
    var current: ViewNode? = node
    while let ancestor = current {
      path.append(ancestor)
      current = ancestor.parent
    }
    var transaction = base
    for ancestor in path.reversed() {
      if visited.insert(ObjectIdentifier(ancestor)).inserted { visits += 1 }
      ancestor.transaction = transaction
      if ancestor !== node, let modifier = ancestor.primitiveModifier {
        modifier.transform(transaction: &transaction, node: ancestor)
      }
    }
    return transaction
  }

  /// ``transaction(reaching:from:visits:visited:)`` for one frame: the path walked from the
  /// root down by recursion when it is short.
  private func transaction(
    reaching node: ViewNode,
    from base: Transaction,
    visits: inout Int
  ) -> Transaction {
    guard node.depth < 64 else {
      var visited = Set<ObjectIdentifier>()
      return transaction(reaching: node, from: base, visits: &visits, visited: &visited)
    }
    visits = node.depth + 1
    return arriving(at: node, from: base)
  }

  /// The transaction arriving at `node` from the root, set on it and its ancestors.
  private func arriving(at node: ViewNode, from base: Transaction) -> Transaction {
    var transaction = base
    if let parent = node.parent {
      transaction = arriving(at: parent, from: base)
      if let modifier = parent.primitiveModifier {
        modifier.transform(transaction: &transaction, node: parent)
      }
    }
    node.transaction = transaction
    return transaction
  }

  /// The frames in the order a pass evaluates their nodes (tree order), or `nil` when one lies
  /// inside another (a pass would then reconcile the outer one's content).
  private func inTreeOrder(_ frames: [any DrivenFrame]) -> [any DrivenFrame]? {
    var keyed: [(path: [Int], frame: any DrivenFrame)] = []
    for frame in frames {
      guard let node = frame.drivenNode else { return nil }
      var path: [Int] = []
      var current: ViewNode? = node
      while let ancestor = current {
        path.append(ancestor.index)
        current = ancestor.parent
      }
      keyed.append((path.reversed(), frame))
    }
    keyed.sort { $0.path.lexicographicallyPrecedes($1.path) }
    for (outer, inner) in zip(keyed, keyed.dropFirst()) where inner.path.starts(with: outer.path) {
      return nil
    }
    return keyed.map(\.frame)
  }
}
