import Foundation

/// Builds ``ViewSnapshot`` values from the graph and what is drawn.
@MainActor
enum Snapshots {
  /// Whether a node is a view of its own in snapshots: modifiers, structural views and a shape's
  /// own body are not (their effects and content show on the nodes below).
  static func isSnapshotNode(_ node: ViewNode) -> Bool {
    if node.primitiveModifier != nil || node.facts.contains(.structural) { return false }
    if node.facts.contains(.shape) { return false }
    if case .body = node.kind, !node.facts.contains(.bodyIsView) { return false }
    return true
  }

  /// The type a snapshot shows: a shape's own name for a filled shape.
  static func typeName(of node: ViewNode) -> String {
    guard node.facts.contains(.shapeView) else { return node.name }
    return (node.view as? any ShapeViewProtocol)?.shapeTypeName ?? node.name
  }

  static func snapshot(of graph: ViewGraph, renderer: Renderer) -> ViewSnapshot {
    var roots: [ViewSnapshot.Node] = []
    if let root = graph.root, let item = renderer.item(for: root) {
      let children = Children.live(of: root, renderer: renderer)
      roots = nodes(item, children: children, context: Context(), renderer: renderer)
    }
    return ViewSnapshot(time: renderer.time.seconds, size: renderer.size, roots: roots)
  }

  /// The children of an item: live nodes, with leaving items at their old places.
  enum Children {
    case live([ViewNode])
    case frozen([RenderItem])

    @MainActor
    static func live(of node: ViewNode, renderer: Renderer) -> Children {
      .live(node.children.filter { !$0.isRemoved })
    }
  }

  /// The effects accumulated from the root: a transform, an opacity, a rotation.
  struct Context {
    var transform = Affine()
    var opacity = 1.0
    var rotation = 0.0
    var isAnimating = false
    var isLeaving = false
    /// The innermost clip, in screen coordinates, with its shape's name.
    var clip: (path: Path, name: String)?
    /// The render effects from the root down (blur, shadow, clipping…), outermost first.
    var effects: [ViewSnapshot.Effect] = []
  }

  private static func nodes(
    _ item: RenderItem,
    children: Children,
    context: Context,
    renderer: Renderer
  ) -> [ViewSnapshot.Node] {
    var context = context
    let frame = item.presentedFrame
    // Effects (opacity, offset, scale, rotation, transitions) move everything below them; a
    // frame animation moves only its own view (children have frames of their own).
    context.isAnimating = context.isAnimating || item.isAnimatingEffect || item.isMovingGroup
    context.isLeaving = context.isLeaving || item.isLeaving
    if item.isRemovalTransition || item.transitionPhase.presented != 0
      || item.transition.hasIdentityEffects
    {
      let effect = Transitions.effect(
        of: item.transition,
        phase: item.transitionPhase.presented,
        isRemoval: item.isRemovalTransition,
        size: frame.size
      )
      context.opacity *= effect.opacity
      context.transform = context.transform.concatenating(
        Affine.scale(effect.scale, around: anchorPoint(effect.scaleAnchor, in: frame))
          .concatenating(.translation(effect.offset))
      )
      for modifier in effect.modifiers { modifier.apply(frame: frame, to: &context) }
    }
    if item.isModifier {
      context.opacity *= min(max(item.opacity.presented, 0), 1)
      context.rotation += item.rotation.presented
      context.transform = context.transform
        .concatenating(.translation(item.presentedOffset))
        .concatenating(
          .scale(item.presentedScale, around: anchorPoint(item.scaleAnchor, in: frame))
        )
      if item.rotationAnchor != .center, item.rotation.presented != 0 {
        var angle = Angle()
        angle.animatableData = item.rotation.presented
        let shift = _RotationEffect.anchorShift(angle, anchor: item.rotationAnchor, frame: frame)
        context.transform = context.transform.concatenating(.translation(shift))
      }
      if let effect = item.effect { effect.presented.apply(frame: frame, to: &context) }
    }
    if let clip = item.clip { context.clip = ShapeRendering.clip(clip, item: item, context) }
    var childNodes: [ViewSnapshot.Node] = []
    for (child, grandchildren) in resolve(children, of: item, renderer: renderer) {
      childNodes += DeepStack.nest {
        nodes(child, children: grandchildren, context: context, renderer: renderer)
      }
    }
    guard item.isSnapshotNode else { return childNodes }
    var rotation = Angle()
    rotation.animatableData = context.rotation
    return [
      ViewSnapshot.Node(
        type: item.type,
        frame: context.transform.apply(to: frame),
        opacity: context.opacity,
        text: item.text,
        children: childNodes,
        isAnimating: context.isAnimating || item.frame.isAnimating
          || (item.shapeData?.isAnimating ?? false),
        isLeaving: context.isLeaving,
        rotation: rotation,
        fill: item.fill,
        path: item.path,
        effects: renderer.contentChanges?.effect(for: item.id).map { context.effects + [$0] }
          ?? context.effects,
        resolvedText: item.resolvedText
      )
      .drawing(item, clip: context.clip)
    ]
  }

  private static func resolve(
    _ children: Children,
    of item: RenderItem,
    renderer: Renderer
  )
    -> [(RenderItem, Children)]
  {
    switch children {
    case .frozen(let items):
      var result = items.map { ($0, Children.frozen($0.frozenChildren)) }
      if renderer.usesZIndex { ZIndex.sort(&result, renderer: renderer) }
      return result
    case .live(let nodes):
      var result: [(RenderItem, Children)] = nodes.compactMap { node in
        guard !node.isUnplaced else { return nil }
        return renderer.item(for: node).map { ($0, Children.live(of: node, renderer: renderer)) }
      }
      for leaving in renderer.leaving where leaving.parentID == item.id {
        let entry = (leaving, Children.frozen(leaving.frozenChildren))
        result.insert(entry, at: min(leaving.leavingIndex, result.count))
      }
      if renderer.usesZIndex { ZIndex.sort(&result, renderer: renderer) }
      return result
    }
  }

  private static func anchorPoint(_ anchor: UnitPoint, in frame: CGRect) -> CGPoint {
    CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
  }
}

/// A scale and a translation, enough for offsets and scale effects (rotation is kept apart).
struct Affine {
  var scaleX: CGFloat = 1
  var scaleY: CGFloat = 1
  var translateX: CGFloat = 0
  var translateY: CGFloat = 0

  static func translation(_ offset: CGSize) -> Affine {
    Affine(translateX: offset.width, translateY: offset.height)
  }

  static func scale(_ scale: CGSize, around point: CGPoint) -> Affine {
    Affine(
      scaleX: scale.width,
      scaleY: scale.height,
      translateX: point.x - scale.width * point.x,
      translateY: point.y - scale.height * point.y
    )
  }

  /// This transform applied after `inner`.
  func concatenating(_ inner: Affine) -> Affine {
    Affine(
      scaleX: scaleX * inner.scaleX,
      scaleY: scaleY * inner.scaleY,
      translateX: scaleX * inner.translateX + translateX,
      translateY: scaleY * inner.translateY + translateY
    )
  }

  func apply(to rect: CGRect) -> CGRect {
    CGRect(
      x: scaleX * rect.minX + translateX,
      y: scaleY * rect.minY + translateY,
      width: scaleX * rect.width,
      height: scaleY * rect.height
    )
    .standardized
  }
}
