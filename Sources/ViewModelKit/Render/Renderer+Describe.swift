extension Renderer {
  /// Sets what an item draws from its node's view: its text or picture name, kind, type name,
  /// shape and paints.
  func describe(_ item: RenderItem, node: ViewNode) {
    describeText(item, node: node)
    item.isModifier = node.primitiveModifier != nil
    item.isSnapshotNode = Snapshots.isSnapshotNode(node)
    item.type = Snapshots.typeName(of: node)
    if node.facts.contains(.shapeView), let shape = node.view as? any ShapeViewProtocol {
      item.shape = shape
    }
    ShapeRendering.describe(item, node: node)
  }

  /// Sets (and animates) an item's render effects from its node's built-in modifier.
  func setEffects(
    of item: RenderItem,
    node: ViewNode,
    animation: Animation?,
    animate: (Bool) -> Void
  ) {
    switch node.primitiveModifier {
    case let effect as _OpacityEffect:
      animate(item.opacity.set(effect.opacity, animation: animation, at: time, sharing: sharing))
    case let effect as _OffsetEffect:
      animate(
        item.offset.set(
          effect.offset.animatableData,
          animation: animation,
          at: time,
          sharing: sharing
        )
      )
    case let effect as _ScaleEffect:
      item.scaleAnchor = effect.anchor
      animate(
        item.scale.set(
          effect.scale.animatableData,
          animation: animation,
          at: time,
          sharing: sharing
        )
      )
    case let effect as _RotationEffect:
      item.rotationAnchor = effect.anchor
      animate(
        item.rotation.set(
          effect.angle.animatableData,
          animation: animation,
          at: time,
          sharing: sharing
        )
      )
    case let effect as any RenderEffectModifier:
      if effect is _ZIndexModifier { usesZIndex = true }
      animate(item.setEffect(effect, animation: animation, at: time))
    default:
      break
    }
  }
}
