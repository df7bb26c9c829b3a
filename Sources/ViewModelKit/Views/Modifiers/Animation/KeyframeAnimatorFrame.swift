import Foundation

/// A keyframe animator's frame applied in place: the run's value at the frame's time, the content
/// closure called with it, and, when the result is the chain of effect modifiers around the same
/// view that the nodes hold (``DirectEffectChain``), the new effect values written into those
/// nodes' views and set on their items, as the update pass would (see `DrivenFrame`).
///
/// The animator's body leaves its content here at every evaluation, so that what the nodes hold
/// is known without taking their views apart. The content closure runs outside an update: what
/// it reads counts as read by the last evaluation of the animator's body (when it appeared, or
/// when its inputs changed), as long as it reads the same state at every frame.
@MainActor
final class KeyframeAnimatorFrame<Value, Path: Keyframes, Content: View>: DrivenFrame
where Path.Value == Value {
  typealias Animator = KeyframeAnimator<Value, Path, Content>
  /// What the animator's body returns.
  typealias Body = ModifiedContent<Content, _AppearanceActionModifier>

  let sources: [String]
  private let chain: DirectEffectChain
  /// The copies that bring each of `nodes` the new effects, one after the other, and where
  /// each node's begin (the body's node first, then the chain's: see ``DirectEffectChain``).
  private let copies: [EffectCopy]
  private let copyStarts: [Int]
  /// The animator's closures, as its last evaluation had them.
  private var makeContent: (Value) -> Content
  private var keyframes: (Value) -> Path
  /// The content the nodes hold (equal to it, modifier by modifier).
  @exclusivity(unchecked) private var shown: Content
  /// The content of the frame being applied.
  @exclusivity(unchecked) private var next: Content
  private(set) weak var drivenNode: ViewNode?
  /// The graph of the animator's node, not counted.
  ///
  /// The graph owns everything that calls the frame (its frame drivers, its flush) and the
  /// node's state, which holds the run, which holds the frame: no frame method runs after the
  /// graph is gone.
  private unowned(unsafe) let graph: ViewGraph
  private weak var run: KeyframeAnimatorRun<Value>?
  /// The nodes of the chain, outermost first, and their items, as found after the pass
  /// numbered `foundInPass` (nodes change only in passes).
  ///
  /// The body's node (the first child of the animator's) is not kept: its view holds the run,
  /// which holds this frame.
  private var nodes: [ViewNode] = []
  private var items: [RenderItem] = []
  private var foundInPass = -1
  /// The deepest level of the chain whose modifier changes (1 for the outermost), or 0 when
  /// only the body's node takes a new value.
  private var deepest = 0
  var isDue = false

  private init(
    animator: Animator,
    content: Content,
    node: ViewNode,
    run: KeyframeAnimatorRun<Value>,
    chain: DirectEffectChain,
    bodyContentOffset: Int
  ) {
    makeContent = animator.content
    keyframes = animator.keyframes
    shown = content
    next = content
    drivenNode = node
    graph = node.graph
    self.run = run
    self.chain = chain
    var copies = chain.copies(into: nil, base: -bodyContentOffset)
    var starts = [0]
    for index in chain.levels.indices {
      starts.append(copies.count)
      copies += chain.copies(into: index)
    }
    starts.append(copies.count)
    self.copies = copies
    copyStarts = starts
    sources = [run.frameSlot?.name ?? "frame"]
  }

  /// Notes an evaluation of the animator's body in `node`, which gave `content`; makes the
  /// run's frame the first time, when the content is a chain of effect modifiers.
  static func note(
    _ animator: Animator,
    content: Content,
    node: ViewNode?,
    run: KeyframeAnimatorRun<Value>
  ) {
    if let frame = run.directFrame as? KeyframeAnimatorFrame {
      frame.makeContent = animator.content
      frame.keyframes = animator.keyframes
      frame.shown = content
      frame.drivenNode = node
      frame.forgetNodes()
      return
    }
    guard let node, let chain = DirectEffectChain.chain(for: Content.self),
      let offset = MemoryLayout<Body>.offset(of: \Body.content)
    else { return }
    run.directFrame = KeyframeAnimatorFrame(
      animator: animator,
      content: content,
      node: node,
      run: run,
      chain: chain,
      bodyContentOffset: offset
    )
  }

  func requestPass() {
    run?.requestFrame?()
  }

  func deferToFlush() -> Bool {
    deferToFlush(in: graph)
  }

  func prepare() -> Bool {
    guard let node = drivenNode, let run, !node.isRemoved else { return false }
    if foundInPass != graph.passNumber {
      guard findNodes(under: node) else { return false }
      foundInPass = graph.passNumber
    }
    next = makeContent(run.current(at: graph.frameDrivers.now, keyframes: keyframes))
    return withUnsafeBytes(of: &next) { new in
      withUnsafeBytes(of: &shown) { old in
        guard let new = new.baseAddress, let old = old.baseAddress,
          chain.isSameLeaf(at: new, as: old)
        else { return false }
        let levels = chain.levels
        var changed = 0
        var index = 0
        while index < levels.count {
          let offset = levels[index].modifierOffset
          index += 1
          if !levels[index - 1].effect.isSame(at: new + offset, as: old + offset) {
            changed = index
          }
        }
        deepest = changed
        return true
      }
    }
  }

  /// Finds the body's node and the chain's below `node` (with their items), and checks that a
  /// pass would find them with nothing to apply but new values from their parents.
  private func findNodes(under node: ViewNode) -> Bool {
    forgetNodes()
    guard let renderer = node.graph.frameDrivers.renderer, node.dirtyCause == nil,
      !node.needsVisit, node.children.count == 1
    else { return false }
    var current = node.children[0]
    guard case .body = current.key, type(of: current.view) == Body.self,
      isUnchanged(current, under: node), renderer.item(for: current) != nil
    else { return false }
    for level in chain.levels {
      guard current.children.count == 1 else { return forgetNodes() }
      current = current.children[0]
      guard case .content = current.key, type(of: current.view) == level.type,
        isUnchanged(current, under: node), let item = renderer.item(for: current)
      else { return forgetNodes() }
      nodes.append(current)
      items.append(item)
    }
    guard current.children.count == 1, case .content = current.children[0].key,
      type(of: current.children[0].view) == chain.leafType
    else { return forgetNodes() }
    return true
  }

  /// Drops the nodes found (a new evaluation may have changed them); returns `false`.
  @discardableResult
  private func forgetNodes() -> Bool {
    nodes.removeAll()
    items.removeAll()
    foundInPass = -1
    return false
  }

  /// Whether a pass would find `node` with nothing to apply but a new value from its parent.
  private func isUnchanged(_ node: ViewNode, under animator: ViewNode) -> Bool {
    !node.needsVisit && node.dirtyCause == nil
      && node.environment.version == animator.environment.version
  }

  func commit(transaction: Transaction, renderer: Renderer) -> Int {
    guard let node = drivenNode else { return 0 }
    graph.evaluationCount += 1
    graph.record(node, cause: .local)
    run?.frameSlot?.commitInPlace { $0 &+= 1 }
    let levels = chain.levels
    let deepest = deepest
    withUnsafeBytes(of: &next) { bytes in
      guard let new = bytes.baseAddress else { return }
      copies.withUnsafeBufferPointer { all in
        func copies(of index: Int) -> UnsafeBufferPointer<EffectCopy> {
          UnsafeBufferPointer(rebasing: all[copyStarts[index]..<copyStarts[index + 1]])
        }
        // The body's node (its content takes the new effects; its own modifier, the
        // animator's `onDisappear`, stays), then the chain's. A new view value drops a node's
        // modifier, found again when next asked for: a frame asks for none.
        node.children[0].view.copyBytes(from: new, copies(of: 0))
        var index = 1
        while index <= deepest {
          let level = levels[index - 1]
          nodes[index - 1].view.copyBytes(from: new, copies(of: index))
          level.effect.setEffect(
            at: new + level.modifierOffset,
            on: items[index - 1],
            renderer: renderer
          )
          index += 1
        }
        // What the nodes hold now: the outermost level's copies write into the content.
        let shownCopies = UnsafeBufferPointer(rebasing: copies(of: 1).prefix(deepest))
        withUnsafeMutableBytes(of: &shown) { shownBytes in
          guard let old = shownBytes.baseAddress else { return }
          for copy in shownCopies {
            (old + copy.target).copyMemory(from: new + copy.source, byteCount: copy.count)
          }
        }
      }
    }
    // Nothing is described again: the nodes keep their revisions and the items theirs. The
    // transactions of the changed nodes are read only by the pass that next visits them, which
    // sets them first.
    foundInPass = graph.passNumber
    // A pass checks the nodes that change and the first one that does not.
    graph.visitCount += deepest + 2
    return deepest + 1
  }
}
