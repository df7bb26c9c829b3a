extension ViewGraph {
  /// Creates the node for a new identity.
  func makeNode(
    for view: any View,
    key: ChildKey,
    parent: ViewNode?,
    environment: EnvironmentValues
  )
    -> ViewNode
  {
    let node = ViewNode(
      graph: self,
      parent: parent,
      key: key,
      view: view,
      environment: environment
    )
    if node.depth > deepestDepth { deepestDepth = node.depth }
    lifetimes?.track(node, as: "node \(node.name)")
    return node
  }

  /// Builds a new node and its subtree (identity: every user view in it is evaluated).
  func build(_ node: ViewNode, context: UpdateContext) {
    DeepStack.nest { buildLevel(node, context: context) }
  }

  /// ``build(_:context:)``, one level.
  private func buildLevel(_ node: ViewNode, context: UpdateContext) {
    if node.depth >= DeepStack.threshold {
      // A subtree growing past the threshold continues on the deep stack.
      if node.depth == DeepStack.threshold, !DeepStack.isActive {
        return DeepStack.run { build(node, context: context) }
      }
      if node.depth > maximumDepth { return refuseDepth(of: node, context: context) }
    }
    node.environment = context.environment
    node.transaction = context.transaction
    touched.append(node)
    layoutChanges += 1
    visitContent(of: node, selfChanged: true, environmentChanged: true, context: context)
    node.isNew = false
    if let modifier = node.primitiveModifier {
      enqueueAfterPass { [weak node] in
        guard let node, !node.isRemoved else { return }
        modifier.didInsert(node: node)
      }
    }
  }

  /// Updates a node with a new view value from its parent (or none when the parent was not
  /// re-evaluated), re-evaluating its body only when something it depends on changed.
  func update(_ node: ViewNode, with newView: (any View)?, context: UpdateContext) {
    DeepStack.nest { updateLevel(node, with: newView, context: context) }
  }

  /// ``update(_:with:context:)``, one level.
  private func updateLevel(_ node: ViewNode, with newView: (any View)?, context: UpdateContext) {
    visitCount += 1
    var selfChanged = false
    if let newView, !ValueEquality.equal(node.view, newView) {
      node.view = newView
      node.revision += 1
      node.isRenderOnlyChange = false
      // A user view's value reaches the layout only through its body (a shape's, directly).
      if node.kind == .primitive || !node.isUserDefined || node.facts.contains(.shape) {
        layoutChanges += 1
      }
      selfChanged = true
    }
    var environmentChanged = false
    if node.environment.version != context.environment.version {
      let changed = node.changedEnvironmentReads(in: context.environment)
      node.environment = context.environment
      for read in changed { markDirty(node, cause: .environment, property: read.field) }
      node.needsVisit = true
      environmentChanged = true
      layoutChanges += 1
    }
    guard selfChanged || node.dirtyCause != nil || node.needsVisit else { return }
    node.transaction = context.transaction
    touched.append(node)
    visitContent(
      of: node,
      selfChanged: selfChanged,
      environmentChanged: environmentChanged,
      context: context
    )
    if selfChanged, let modifier = node.primitiveModifier {
      enqueueAfterPass { [weak node] in
        guard let node, !node.isRemoved else { return }
        modifier.didUpdate(node: node)
      }
    }
  }

  /// Evaluates the body or expands the primitive, then reconciles the children; a node that is
  /// neither re-evaluated nor given a new environment visits only the children on the paths to
  /// changes.
  private func visitContent(
    of node: ViewNode,
    selfChanged: Bool,
    environmentChanged: Bool,
    context: UpdateContext
  ) {
    node.needsVisit = false
    let pending = node.pendingChildren
    if !pending.isEmpty { node.pendingChildren = [] }
    let childContext = self.childContext(of: node, context: context)
    func visitChildren() {
      guard !environmentChanged else {
        for child in node.children { update(child, with: nil, context: childContext) }
        return
      }
      var seen = Set<ObjectIdentifier>()
      let children = pending.filter { child in
        child.parent === node && !child.isRemoved && node.children.indices.contains(child.index)
          && node.children[child.index] === child && seen.insert(ObjectIdentifier(child)).inserted
      }
      for child in children.sorted(by: { $0.index < $1.index }) {
        update(child, with: nil, context: childContext)
      }
    }
    switch node.kind {
    case .body:
      if node.isNew || selfChanged || node.dirtyCause != nil {
        evaluationCount += 1
        let body = evaluate(node, selfChanged: selfChanged)
        if !patchRenderOnly(node, body: body, context: childContext) {
          reconcile(node, children: [(.body, body)], context: childContext)
        }
      } else {
        visitChildren()
      }
    case .primitive:
      if node.isNew || selfChanged, let primitive = node.view as? any PrimitiveView {
        // The facts spare the casts a primitive that is neither kind would fail.
        var expanded: [(key: ChildKey, view: any View)]?
        if node.facts.contains(.nodeExpanding) {
          expanded = (primitive as? any NodeExpandingView)?.children(of: node)
        }
        if expanded == nil, node.facts.contains(.environmentReading) {
          expanded = (primitive as? any EnvironmentReadingView)?.children(in: node.environment)
        }
        let children = expanded ?? primitive.children()
        reconcile(node, children: children, context: childContext)
      } else {
        visitChildren()
      }
    }
    node.dirtyCause = nil
    node.changedProperties = []
  }

  /// The environment and transaction the node's children receive.
  private func childContext(of node: ViewNode, context: UpdateContext) -> UpdateContext {
    guard let modifier = node.primitiveModifier else { return context }
    var result = context
    modifier.transform(transaction: &result.transaction, node: node)
    if let signature = modifier.environmentSignature {
      if let cached = node.childEnvironment, let input = node.childEnvironmentInput,
        input.version == context.environment.version,
        ValueEquality.equal(input.signature as Any, signature)
      {
        result.environment = cached
      } else {
        var environment = context.environment
        modifier.transform(environment: &environment)
        node.childEnvironment = environment
        node.childEnvironmentInput = (context.environment.version, signature)
        result.environment = environment
      }
    }
    return result
  }

  /// Matches new children to existing nodes by key: same key and type update, new keys insert,
  /// missing keys remove.
  ///
  /// New nodes are built before old ones are removed.
  func reconcile(
    _ node: ViewNode,
    children: [(key: ChildKey, view: any View)],
    context: UpdateContext
  ) {
    let old = node.children
    // Most updates keep the children in place: a child is looked for at its own position
    // first, and by key (hashing every old key once) only when that fails.
    var existing: [ChildKey: ViewNode]?
    var result: [ViewNode] = []
    result.reserveCapacity(children.count)
    var kept = Set<ObjectIdentifier>()
    for (position, (key, view)) in children.enumerated() {
      var match: ViewNode?
      if position < old.count, old[position].key == key {
        match = old[position]
      } else if !old.isEmpty {
        if existing == nil { existing = Self.byKey(old) }
        match = existing?[key]
      }
      if let child = match, type(of: child.view) == type(of: view) {
        kept.insert(ObjectIdentifier(child))
        result.append(child)
        update(child, with: view, context: context)
      } else {
        let child = makeNode(for: view, key: key, parent: node, environment: context.environment)
        result.append(child)
        build(child, context: context)
      }
    }
    let removed = old.filter { !kept.contains(ObjectIdentifier($0)) }
    if result.count != node.children.count || !zip(result, node.children).allSatisfy({ $0 === $1 })
    {
      node.childrenChanged = true
    }
    node.children = result
    for (index, child) in result.enumerated() { child.index = index }
    for child in removed { remove(child, immediately: child.leavesWithoutTransition) }
  }

  /// The children by key; of two with one key (which `ForEach` prevents), the last.
  private static func byKey(_ children: [ViewNode]) -> [ChildKey: ViewNode] {
    var result: [ChildKey: ViewNode] = [:]
    result.reserveCapacity(children.count)
    for child in children { result[child.key] = child }
    return result
  }

  /// Removes a subtree: deepest nodes first, each releasing what it holds.
  ///
  /// A subtree that leaves `immediately` (it has no transition to run) is gone before the
  /// pass's insertions appear: its disappear actions run before their appear actions, as in
  /// SwiftUI. Otherwise they run after them.
  func remove(_ node: ViewNode, immediately: Bool = false) {
    layoutChanges += 1
    node.isRemoved = true
    removedThisPass.append(node)
    for child in node.children { DeepStack.nest { remove(child, immediately: immediately) } }
    if let modifier = node.primitiveModifier {
      enqueueAfterPass(beforeInsertions: immediately) { modifier.willRemove(node: node) }
    }
    let teardown = { [node] in node.tearDown() }
    enqueueAfterPass(beforeInsertions: immediately, teardown)
  }
}
