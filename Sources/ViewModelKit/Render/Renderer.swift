import Foundation

/// Keeps what is drawn in step with the graph: after every update pass it lays the tree out,
/// sets each view's new targets (animated with the transaction that reached the view, or jumping),
/// starts transitions for inserted and removed views, and evaluates running animations frame by
/// frame on the host's virtual clock.
@MainActor
final class Renderer {
  let size: CGSize
  private(set) var items: [Int: RenderItem] = [:]
  /// Roots of removed subtrees that stay on screen until their transition ends.
  private(set) var leaving: [RenderItem] = []
  private(set) var time: Double = 0
  private var completions = CompletionTracker()

  init(size: CGSize) {
    self.size = size
  }

  /// Whether any animation is running.
  var isAnimating: Bool {
    items.values.contains(where: \.isAnimating) || !leaving.isEmpty
  }

  /// The render item of a live node.
  func item(for node: ViewNode) -> RenderItem? { items[node.id] }

  // MARK: After a pass

  func render(_ graph: ViewGraph, transaction: Transaction, isInitial: Bool) {
    guard let root = graph.root else { return }
    let layout = ViewModelKit.layout(LayoutTreeBuilder.tree(of: root), in: size)
    var frames: [Int: CGRect] = [:]
    collectFrames(root, layout: layout, into: &frames)
    let tokens = completions.begin(transaction.animationCompletions)
    var pass = PassState(tokens: tokens, isInitial: isInitial)
    var live = Set<Int>()
    apply(
      root,
      parent: nil,
      index: 0,
      transaction: transaction,
      frames: frames,
      live: &live,
      pass: &pass
    )
    removeMissing(live: live, transaction: transaction, pass: &pass)
    completions.finish(tokens, animations: pass.animations)
  }

  /// The state of one render after a pass.
  private struct PassState {
    let tokens: CompletionTracker.Tokens
    let isInitial: Bool
    var animations = 0
  }

  private func collectFrames(
    _ node: ViewNode,
    layout: LayoutResult,
    into frames: inout [Int: CGRect]
  ) {
    var union: CGRect?
    for child in node.children where !child.isRemoved {
      collectFrames(child, layout: layout, into: &frames)
      if let frame = frames[child.id] { union = union.map { $0.union(frame) } ?? frame }
    }
    frames[node.id] = layout.frames[node.id] ?? union ?? .zero
  }

  private func apply(
    _ node: ViewNode,
    parent: RenderItem?,
    index: Int,
    transaction: Transaction,
    frames: [Int: CGRect],
    live: inout Set<Int>,
    pass: inout PassState
  ) {
    var transaction = transaction
    node.primitiveModifier?.transform(transaction: &transaction, node: node)
    let animation = pass.isInitial ? nil : transaction.animation
    live.insert(node.id)
    let isNew = items[node.id] == nil
    let item = items[node.id] ?? RenderItem(id: node.id, type: node.name)
    items[node.id] = item
    item.parentID = parent?.id
    // What depends only on the view value is redone only for a new value.
    let isNewValue = item.revision != node.revision
    if isNewValue {
      describe(item, node: node)
      item.transition = Transitions.transition(startingAt: node)
      item.revision = node.revision
    }
    func animate(_ started: Bool) {
      guard started else { return }
      pass.animations += 1
      pass.tokens.add(to: item)
    }
    let frame = frames[node.id] ?? .zero
    if isNew {
      item.frame.reset(to: frame.animatableData)
      setEffects(of: item, node: node, animation: nil, animate: { _ in })
      if let shape = item.shape { item.shapeData = ErasedAnimatedValue(shape.shapeData) }
      item.evaluatePath()
      if parent.map({ items[$0.id] != nil }) == true, !isInitialSubtree(parent), let animation {
        item.transitionPhase.reset(to: 1)
        item.isRemovalTransition = false
        animate(item.transitionPhase.set(0, animation: animation, at: time))
      }
    } else {
      let resized = item.frame.model != frame.animatableData
      animate(item.frame.set(frame.animatableData, animation: animation, at: time))
      if isNewValue {
        setEffects(of: item, node: node, animation: animation, animate: animate)
        if let shape = item.shape {
          if let data = item.shapeData {
            animate(data.set(shape.shapeData, animation: animation, at: time))
          } else {
            item.shapeData = ErasedAnimatedValue(shape.shapeData)
          }
        }
      }
      // An animating shape is redrawn frame by frame; a jump is drawn once, now.
      if item.shape != nil, isNewValue || resized { item.evaluatePath() }
    }
    insertedThisPass[node.id] = isNew
    let children = node.children.filter { !$0.isRemoved }
    item.childIDs = children.map(\.id)
    for (position, child) in children.enumerated() {
      apply(
        child,
        parent: item,
        index: position,
        transaction: transaction,
        frames: frames,
        live: &live,
        pass: &pass
      )
    }
  }

  /// Whether the parent was itself inserted in this pass (then only the topmost inserted view
  /// transitions).
  private func isInitialSubtree(_ parent: RenderItem?) -> Bool {
    guard let parent else { return false }
    return insertedThisPass[parent.id] == true
  }

  private var insertedThisPass: [Int: Bool] = [:]

  private func describe(_ item: RenderItem, node: ViewNode) {
    item.text = (node.view as? Text)?.content
    item.isModifier = node.primitiveModifier != nil
    item.isSnapshotNode = Snapshots.isSnapshotNode(node)
    item.type = Snapshots.typeName(of: node)
    if let shape = node.view as? any ShapeViewProtocol {
      item.shape = shape
      item.fill = shape.fillColor ?? .black
    } else if let color = node.view as? Color {
      item.fill = color
    }
  }

  private func setEffects(
    of item: RenderItem,
    node: ViewNode,
    animation: Animation?,
    animate: (Bool) -> Void
  ) {
    switch node.primitiveModifier {
    case let effect as _OpacityEffect:
      animate(item.opacity.set(effect.opacity, animation: animation, at: time))
    case let effect as _OffsetEffect:
      animate(item.offset.set(effect.offset.animatableData, animation: animation, at: time))
    case let effect as _ScaleEffect:
      item.scaleAnchor = effect.anchor
      animate(item.scale.set(effect.scale.animatableData, animation: animation, at: time))
    case let effect as _RotationEffect:
      item.rotationAnchor = effect.anchor
      animate(item.rotation.set(effect.angle.animatableData, animation: animation, at: time))
    default:
      break
    }
  }

  /// Items whose nodes are gone: with an animation, the topmost one of each removed subtree stays
  /// as a leaving view until its removal transition ends; without one, they vanish.
  private func removeMissing(live: Set<Int>, transaction: Transaction, pass: inout PassState) {
    defer { insertedThisPass = [:] }
    let missing = items.keys.filter { !live.contains($0) }
    guard !missing.isEmpty else { return }
    let missingSet = Set(missing)
    for id in missing {
      guard let item = items[id] else { continue }
      let isTop = item.parentID.map { !missingSet.contains($0) } ?? false
      if isTop, let animation = transaction.animation, !pass.isInitial {
        item.frozenChildren = freeze(item.childIDs)
        item.leavingIndex =
          item.parentID.flatMap { items[$0]?.childIDs.firstIndex(of: id) } ?? 0
        item.isLeaving = true
        item.isRemovalTransition = true
        item.transitionPhase.reset(to: 0)
        if item.transitionPhase.set(1, animation: animation, at: time) {
          pass.animations += 1
          pass.tokens.add(to: item)
        }
        leaving.append(item)
      }
    }
    for id in missing { items[id] = nil }
  }

  private func freeze(_ ids: [Int]) -> [RenderItem] {
    ids.compactMap { id in
      guard let item = items[id] else { return nil }
      item.isLeaving = true
      item.frozenChildren = freeze(item.childIDs)
      return item
    }
  }

  // MARK: Frames

  /// Evaluates every running animation at `time`, drops leaving views whose transition ended,
  /// and returns the completions that are due.
  func tick(to newTime: Double) -> [AnimationCompletion] {
    time = newTime
    var logical: [Int] = []
    var removed: [Int] = []
    for item in items.values where item.isAnimating {
      let result = item.tick(at: time)
      logical += result.logical
      removed += result.removed
    }
    for item in leaving {
      let result = item.tick(at: time)
      logical += result.logical
      removed += result.removed
    }
    leaving.removeAll { !$0.transitionPhase.isAnimating }
    return completions.report(logical: logical, removed: removed)
  }

  /// Of the completions of transactions that ran, those no update took charge of.
  func unclaimedCompletions(_ completions: [AnimationCompletion]) -> [AnimationCompletion] {
    self.completions.unclaimed(completions)
  }

  /// The completions that became due right after an update (no animation started).
  func takeDueCompletions() -> [AnimationCompletion] {
    completions.takeDueNow()
  }
}
