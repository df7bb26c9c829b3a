import Foundation

/// Geometry-dependent effects (`visualEffect`, `scrollTransition`) on the ordinary modifier
/// properties of a render item: offset, scale, rotation and opacity.
extension Renderer {
  /// Works out every geometry-dependent effect from the layout just made and sets the values on
  /// the modifier's item, animated with the pass's transaction (a first evaluation jumps).
  func applyGeometryEffects(_ effects: GeometryEffectNodes, pass: inout PassState) {
    for node in effects.nodes where !node.isRemoved {
      guard let item = items[node.id],
        let modifier = node.primitiveModifier as? _VisualEffectModifier
      else { continue }
      let result = modifier.resolve(node)
      let values = result.values
      let isFirst = effects.evaluated.insert(node.id).inserted
      let animation =
        isFirst || pass.isInitial
        ? nil : result.hasOwnAnimation ? result.animation : pass.transaction.animation
      item.scaleAnchor = values.scaleAnchor
      item.rotationAnchor = values.rotationAnchor
      var started = item.offset.set(
        values.offset.animatableData,
        animation: animation,
        at: time,
        sharing: sharing
      )
      started =
        item.scale.set(
          values.scale.animatableData,
          animation: animation,
          at: time,
          sharing: sharing
        )
        || started
      started =
        item.rotation.set(
          values.rotation.animatableData,
          animation: animation,
          at: time,
          sharing: sharing
        ) || started
      started =
        item.opacity.set(values.opacity, animation: animation, at: time, sharing: sharing)
        || started
      guard started else { continue }
      pass.animations += 1
      pass.tokens.add(to: item)
      startAnimating(item)
    }
  }
}
