import Foundation

/// Keeps what is drawn in step with the graph: after every update pass it lays the tree out,
/// sets each view's new targets (animated with the transaction that reached the view, or jumping),
/// starts transitions for inserted and removed views, and evaluates running animations frame by
/// frame on the host's virtual clock.
@MainActor
final class Renderer {
  let size: CGSize
  /// The device's safe-area insets the tree is laid out in (none by default).
  var safeAreaInsets = EdgeInsets()
  private(set) var items: [Int: RenderItem] = [:]
  /// Roots of removed subtrees that stay on screen until their transition ends.
  private(set) var leaving: [RenderItem] = []
  /// The frame last evaluated (frame zero until the host's first frame gives its rate).
  private(set) var time = FrameTime(frame: 0, framesPerSecond: 60)
  /// Whether a `zIndex` was ever set, so that snapshots order children by it only then.
  ///
  /// `setEffects` (in `Renderer+Describe.swift`) sets it when an item has a `zIndex`.
  var usesZIndex = false
  var completions = CompletionTracker()
  /// The texts changing under a content transition, once one has.
  var contentChanges: ContentChanges?
  /// The matched-geometry views in flight, once a pair animated.
  var matchedFlights: MatchedFlights?

  init(size: CGSize) {
    self.size = size
  }

  /// Whether any animation is running.
  var isAnimating: Bool {
    !leaving.isEmpty || animating.contains { $0.isAnimating }
      || contentChanges?.isAnimating == true
  }

  /// Counts renders, so that a node is applied (and framed) once per render.
  private var renderNumber = 0
  /// The items that started an animation and may still run one, each at its
  /// `animatingSlot`; a frame walks them in this order (roughly the order they were made in,
  /// which is the order of their memory).
  private var animating: [RenderItem] = []
  /// The items animating, in the order they started (for error messages).
  var animatingItems: [RenderItem] { animating }

  func startAnimating(_ item: RenderItem) {
    guard item.animatingSlot < 0 else { return }
    item.animatingSlot = animating.count
    animating.append(item)
  }

  private func stopAnimating(_ item: RenderItem) {
    let slot = item.animatingSlot
    guard slot >= 0 else { return }
    let last = animating.removeLast()
    if last !== item {
      animating[slot] = last
      last.animatingSlot = slot
    }
    item.animatingSlot = -1
  }
  /// The implicit stack at the root of the layout tree, when the root has several views.
  private var rootLayoutHelper: LayoutBox?

  var statistics = Statistics()
  /// The animators started in the current render, for sharing evaluations.
  let sharing = AnimatorSharing()
  /// Counts frames: an evaluation shared by several values is made once per stamp.
  private var frameStamp = 0

  /// The render item of a live node.
  func item(for node: ViewNode) -> RenderItem? { items[node.id] }

  // MARK: After a pass

  /// Brings what is drawn up to date after a pass: the nodes the pass visited or built are
  /// applied, the layout is redone where it changed, and the nodes whose frames moved take them.
  func render(_ graph: ViewGraph, transaction: Transaction, isInitial: Bool) {
    renderNumber += 1
    sharing.removeAll()
    defer { sharing.removeAll() }
    var visited = graph.touched
    var removed = graph.removedThisPass
    graph.touched = []
    graph.removedThisPass = []
    guard let root = graph.root else { return }
    // A pass that changed only render-only values moves and resizes nothing: no layout.
    let moved =
      isRenderOnly(graph, isInitial: isInitial, removed: removed)
      ? []
      : layOut(graph, root: root, transaction: transaction, visited: &visited, removed: &removed)
    let tokens = completions.begin(transaction.animationCompletions)
    var pass = PassState(tokens: tokens, isInitial: isInitial, transaction: transaction)
    for node in visited where node.appliedInRender != renderNumber {
      node.appliedInRender = renderNumber
      if !node.isRemoved { apply(node, pass: &pass) }
      node.childrenChanged = false
    }
    for node in moved where !node.isRemoved && node.appliedInRender != renderNumber {
      node.appliedInRender = renderNumber
      applyFrame(node, pass: &pass)
    }
    if let effects = graph.geometryEffects { applyGeometryEffects(effects, pass: &pass) }
    if let groups = graph.matchedGeometry { animateMatchedPairs(groups, pass: &pass) }
    removeMissing(removed, transaction: transaction, pass: &pass)
    completions.finish(tokens, animations: pass.animations)
  }

  /// Lays the tree out again where the pass changed it (geometry readers and lazy windows
  /// included) and returns the nodes whose frames moved.
  private func layOut(
    _ graph: ViewGraph,
    root: ViewNode,
    transaction: Transaction,
    visited: inout [ViewNode],
    removed: inout [ViewNode]
  ) -> [ViewNode] {
    statistics.layouts += 1
    var rootBox = LayoutTreeBuilder.update(
      root: root,
      visited: visited,
      rootHelper: &rootLayoutHelper
    )
    var engine = LayoutEngine()
    engine.safeAreaInsets = safeAreaInsets
    engine.layout(rootBox, in: size)
    // Geometry readers see the layout: those whose geometry changed are built again and the
    // tree laid out again (readers inside readers may take a few rounds). So do the layers
    // built from preference values, which anchors make depend on the layout.
    var rounds = 0
    while rounds < 8,
      graph.updateGeometryReaders(transaction: transaction)
        || graph.updatePreferenceReaders(transaction: transaction)
        || graph.updateLazyWindows(transaction: transaction, screen: size)
    {
      rounds += 1
      let again = graph.touched
      visited += again
      removed += graph.removedThisPass
      graph.touched = []
      graph.removedThisPass = []
      rootBox = LayoutTreeBuilder.update(root: root, visited: again, rootHelper: &rootLayoutHelper)
      engine.layout(rootBox, in: size)
    }
    if let groups = graph.matchedGeometry { placeMatchedFollowers(groups, engine: &engine) }
    statistics.boxesPlaced += engine.placementCount
    statistics.sizesMeasured += engine.measurementCount
    return refreshFrames(visited: visited, changed: engine.changed)
  }

  /// The state of one render after a pass.
  struct PassState {
    let tokens: CompletionTracker.Tokens
    let isInitial: Bool
    let transaction: Transaction
    var animations = 0
    /// The transitions found down long chains of single children (see `Transitions`).
    var transitions: [ObjectIdentifier: AnyTransition.Storage] = [:]
    /// The transactions as they reach the nodes of long paths, for nodes moved in a deep tree.
    var frameTransactions: [ObjectIdentifier: Transaction] = [:]
  }

  /// Gives each node whose frame may have changed its frame (its box's, or the union of its
  /// children's), deepest first so that each is worked out once, and returns those whose frame
  /// did change.
  private func refreshFrames(visited: [ViewNode], changed: [LayoutBox]) -> [ViewNode] {
    var levels: [[ViewNode]] = []
    func enqueue(_ node: ViewNode) {
      guard !node.isRemoved, node.framedInRender != renderNumber else { return }
      node.framedInRender = renderNumber
      while levels.count <= node.depth { levels.append([]) }
      levels[node.depth].append(node)
    }
    for box in changed {
      if let node = box.owner as? ViewNode { enqueue(node) }
    }
    // A node no render has applied yet is new.
    for node in visited where node.childrenChanged || node.appliedInRender == 0 { enqueue(node) }
    var moved: [ViewNode] = []
    var depth = levels.count - 1
    while depth >= 0 {
      for node in levels[depth] {
        var frame = node.layoutBox?.frame
        // An unplaced view (a covered screen, a tab not shown) is neither drawn nor tapped: it
        // keeps its last frame, so that shown again where it was it has not moved.
        if frame == nil, node.layoutBox != nil { continue }
        if frame == nil {
          for child in node.children where !child.isRemoved {
            frame = frame.map { $0.union(child.layoutFrame) } ?? child.layoutFrame
          }
        }
        let new = frame ?? .zero
        guard new != node.layoutFrame else { continue }
        node.layoutFrame = new
        moved.append(node)
        if let parent = node.parent, parent.layoutBox?.frame == nil { enqueue(parent) }
      }
      depth -= 1
    }
    return moved
  }

  /// Brings the item of a node the pass visited up to date: created for a new node (with its
  /// insertion transition), described again for a new view value, framed, its effects set.
  private func apply(_ node: ViewNode, pass: inout PassState) {
    statistics.itemsApplied += 1
    var transaction = node.transaction
    node.primitiveModifier?.transform(transaction: &transaction, node: node)
    let animation = pass.isInitial ? nil : transaction.animation
    let parent = node.parent.flatMap { items[$0.id] }
    let existing = items[node.id]
    let isNew = existing == nil
    let item = existing ?? RenderItem(id: node.id, type: node.name)
    if isNew { items[node.id] = item }
    item.parentID = parent?.id
    // What depends only on the view value is redone only for a new value.
    let isNewValue = item.revision != node.revision
    if isNewValue, node.isRenderOnlyChange, !isNew {
      // Only render-only modifier values changed: what describing finds is the same.
      node.isRenderOnlyChange = false
      item.revision = node.revision
    } else if isNewValue {
      node.isRenderOnlyChange = false
      let previousText = item.text
      describe(item, node: node)
      if node.graph.usesContentTransitions, !isNew {
        noteContentChange(of: item, node: node, from: previousText, animation: animation)
      }
      item.transition = Transitions.transition(startingAt: node, memo: &pass.transitions)
      item.revision = node.revision
    } else if item.paintEnvironment >= 0, item.paintEnvironment != node.environment.version {
      ShapeRendering.describe(item, node: node)
    } else if item.text != nil {
      // A text's environment (font, case) may have changed.
      describeText(item, node: node)
    }
    func animate(_ started: Bool) {
      guard started else { return }
      pass.animations += 1
      pass.tokens.add(to: item)
      startAnimating(item)
    }
    let frame = itemFrame(of: node)
    if isNew {
      item.frame.reset(to: frame.animatableData)
      setEffects(of: item, node: node, animation: nil, animate: { _ in })
      if let data = ShapeRendering.animatableData(of: item, node: node) {
        item.shapeData = ErasedAnimatedValue(data)
      }
      item.evaluatePath()
      if parent != nil, !isInitialSubtree(parent),
        let animation = item.transition.animation ?? animation
      {
        item.transitionPhase.reset(to: 1)
        item.isRemovalTransition = false
        animate(item.transitionPhase.set(0, animation: animation, at: time, sharing: sharing))
      }
    } else {
      let resized = item.frame.model != frame.animatableData
      animate(
        item.frame.set(frame.animatableData, animation: animation, at: time, sharing: sharing)
      )
      if isNewValue {
        setEffects(of: item, node: node, animation: animation, animate: animate)
        if let shapeData = ShapeRendering.animatableData(of: item, node: node) {
          if let data = item.shapeData {
            animate(data.set(shapeData, animation: animation, at: time))
            item.shapeDataDidChange()
          } else {
            item.shapeData = ErasedAnimatedValue(shapeData)
          }
        }
      }
      // An animating shape is redrawn frame by frame; a jump is drawn once, now.
      if item.shape != nil, isNewValue || resized { item.evaluatePath() }
    }
    if isNew { insertedThisPass[node.id] = true }
    if isNew || node.childrenChanged {
      item.childIDs = node.children.filter { !$0.isRemoved }.map(\.id)
    }
  }

  /// Moves the item of a node the pass did not visit to its new frame, animated with the
  /// transaction as it reaches the node.
  private func applyFrame(_ node: ViewNode, pass: inout PassState) {
    guard let item = items[node.id] else { return }
    statistics.itemsApplied += 1
    var path: [ViewNode] = []
    var current: ViewNode? = node
    var transaction = pass.transaction
    while let ancestor = current {
      if !pass.frameTransactions.isEmpty,
        let known = pass.frameTransactions[ObjectIdentifier(ancestor)]
      {
        transaction = known
        break
      }
      path.append(ancestor)
      current = ancestor.parent
    }
    // Down a deep tree, the transactions are kept so that each path is walked once.
    let remembers = path.count > 32
    for ancestor in path.reversed() {
      ancestor.primitiveModifier?.transform(transaction: &transaction, node: ancestor)
      if remembers { pass.frameTransactions[ObjectIdentifier(ancestor)] = transaction }
    }
    let animation = pass.isInitial ? nil : transaction.animation
    let frame = itemFrame(of: node).animatableData
    let resized = item.frame.model != frame
    if item.frame.set(frame, animation: animation, at: time, sharing: sharing) {
      pass.animations += 1
      pass.tokens.add(to: item)
      startAnimating(item)
    }
    if item.shape != nil, resized { item.evaluatePath() }
  }

  /// Whether the parent was itself inserted in this pass (then only the topmost inserted view
  /// transitions).
  private func isInitialSubtree(_ parent: RenderItem?) -> Bool {
    guard let parent else { return false }
    return insertedThisPass[parent.id] == true
  }

  private var insertedThisPass: [Int: Bool] = [:]

  /// Items whose nodes are gone: with an animation, the topmost one of each removed subtree stays
  /// as a leaving view until its removal transition ends; without one, they vanish.
  private func removeMissing(_ removed: [ViewNode], transaction: Transaction, pass: inout PassState)
  {
    defer { insertedThisPass = [:] }
    let missing = removed.map(\.id).filter { items[$0] != nil }
    guard !missing.isEmpty else { return }
    let missingSet = Set(missing)
    for id in missing {
      guard let item = items[id] else { continue }
      let isTop = item.parentID.map { !missingSet.contains($0) } ?? false
      if isTop, let animation = item.transition.animation ?? transaction.animation,
        !pass.isInitial
      {
        item.frozenChildren = freeze(item.childIDs)
        item.leavingIndex =
          item.parentID.flatMap { items[$0]?.childIDs.firstIndex(of: id) } ?? 0
        item.isLeaving = true
        item.isRemovalTransition = true
        item.transitionPhase.reset(to: 0)
        if item.transitionPhase.set(1, animation: animation, at: time, sharing: sharing) {
          pass.animations += 1
          pass.tokens.add(to: item)
        }
        leaving.append(item)
      }
    }
    for id in missing {
      if let item = items[id] { stopAnimating(item) }
      items[id] = nil
    }
  }

  // MARK: Frames

  /// Evaluates every running animation at `time`, drops leaving views whose transition ended,
  /// and returns the completions that are due.
  func tick(to newTime: FrameTime) -> [AnimationCompletion] {
    time = newTime
    frameStamp += 1
    var evaluations = 0
    defer { statistics.animationsEvaluated += evaluations }
    var reported = ReportedListeners()
    var ticked = 0
    var index = 0
    // An item that stops is replaced at its index by the last one, which is ticked next.
    while index < animating.count {
      let item = animating[index]
      guard item.isAnimating else {
        stopAnimating(item)
        continue
      }
      ticked += 1
      item.tick(at: time, stamp: frameStamp, evaluations: &evaluations, reported: &reported)
      if item.isAnimating {
        index += 1
      } else {
        stopAnimating(item)
      }
    }
    statistics.itemsTicked += ticked
    if !leaving.isEmpty {
      for item in leaving {
        item.tick(at: time, stamp: frameStamp, evaluations: &evaluations, reported: &reported)
      }
      leaving.removeAll { !$0.transitionPhase.isAnimating }
    }
    if let contentChanges { contentChanges.tick(at: time, stamp: frameStamp) }
    if matchedFlights != nil { layOutMatchedFlights() }
    return completions.report(logical: reported.logical, removed: reported.removed)
  }
}
