import Foundation

/// Matched geometry on the ordinary layout and frame animations: a follower is laid out in its
/// source's geometry, and a view inserted while another of its group leaves animates its frames
/// from the leaving view's, which animates towards it.
extension Renderer {
  /// Lays out the content of every view that is not its group's source in the geometry of the
  /// source (the `properties` it takes, matched at its `anchor`).
  func placeMatchedFollowers(_ groups: MatchedGeometryGroups, engine: inout LayoutEngine) {
    for (follower, source) in groups.followers() {
      guard let box = follower.node?.layoutBox, let own = box.frame,
        let child = box.children.first,
        let sourceFrame = source.node?.layoutBox?.frame
      else { continue }
      let effect = follower.effect
      let proposal =
        effect.properties.contains(.size)
        ? ProposedViewSize(sourceFrame.size)
        : box.placement?.proposal ?? ProposedViewSize(own.size)
      let size = engine.size(of: child, proposal, in: nil)
      let point = (effect.properties.contains(.position) ? sourceFrame : own)
        .matchedPoint(effect.anchor)
      let origin = CGPoint(
        x: point.x - effect.anchor.x * size.width,
        y: point.y - effect.anchor.y * size.height
      )
      engine.place(child, at: origin, proposal, in: nil)
    }
  }

  /// Starts the frame animations of the pairs a pass made: each view of a group inserted while
  /// another of the group was removed, in an animated transaction.
  ///
  /// Runs after the pass's items are applied and before removed ones are frozen, so that both
  /// subtrees' items are still at hand.
  func animateMatchedPairs(_ groups: MatchedGeometryGroups, pass: inout PassState) {
    let inserted = groups.inserted
    var removed = groups.removed
    groups.inserted = []
    groups.removed = []
    guard !pass.isInitial, !inserted.isEmpty, !removed.isEmpty else { return }
    for new in inserted {
      guard let node = new.node, !node.isRemoved,
        let index = removed.firstIndex(where: { $0.effect.key == new.effect.key }),
        let newItem = items[node.id], let oldItem = items[removed[index].nodeID],
        let animation = node.transaction.animation
      else { continue }
      let old = removed.remove(at: index)
      let newFrame = node.layoutFrame
      let oldFrame = oldItem.presentedFrame
      let start = new.effect.matchedRect(newFrame, taking: oldFrame)
      let end = old.effect.matchedRect(
        CGRect(animatableData: oldItem.frame.model),
        taking: newFrame
      )
      // The views' own frames animate; what is below them is laid out again in the frame
      // they have at each frame (see `MatchedFlights`).
      let target = newItem.frame.model
      newItem.frame.reset(to: start.animatableData)
      animateFrame(of: newItem, to: target, animation: animation, pass: &pass)
      animateFrame(of: oldItem, to: end.animatableData, animation: animation, pass: &pass)
      startFlight(of: node, root: newItem, anchor: new.effect.anchor, isLive: true)
      if let oldNode = old.node {
        startFlight(of: oldNode, root: oldItem, anchor: old.effect.anchor, isLive: false)
      }
    }
  }

  private func animateFrame(
    of item: RenderItem,
    to target: CGRect.AnimatableData,
    animation: Animation,
    pass: inout PassState
  ) {
    guard item.frame.set(target, animation: animation, at: time, sharing: sharing) else { return }
    pass.animations += 1
    pass.tokens.add(to: item)
    startAnimating(item)
    if item.shape != nil { item.evaluatePath() }
  }
}

extension _MatchedGeometryEffect {
  /// The rect this view starts from (or moves to) in a pair: its own `frame` with the
  /// `properties` it takes from `other`'s, the `anchor` point matched.
  func matchedRect(_ frame: CGRect, taking other: CGRect) -> CGRect {
    let size = properties.contains(.size) ? other.size : frame.size
    let point = (properties.contains(.position) ? other : frame).matchedPoint(anchor)
    return CGRect(
      x: point.x - anchor.x * size.width,
      y: point.y - anchor.y * size.height,
      width: size.width,
      height: size.height
    )
  }
}

extension CGRect {
  init(animatableData: AnimatableData) {
    self = .zero
    self.animatableData = animatableData
  }

  /// The point of the rect at a unit point.
  func matchedPoint(_ anchor: UnitPoint) -> CGPoint {
    CGPoint(x: minX + anchor.x * width, y: minY + anchor.y * height)
  }
}
