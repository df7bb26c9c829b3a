/// What an item is still animating, for the host's errors.
extension RenderItem {
  /// Each property still animating, with its animation, as `View.property: animation`; an
  /// effect's or a shape's data is named `effect` or `shape`.
  func runningAnimations(named name: String) -> [String] {
    var running: [(property: String, animation: Animation?)] = []
    if frame.isAnimating { running.append(("frame", frame.animator?.animation)) }
    if opacity.isAnimating { running.append(("opacity", opacity.animator?.animation)) }
    if offset.isAnimating { running.append(("offset", offset.animator?.animation)) }
    if scale.isAnimating { running.append(("scale", scale.animator?.animation)) }
    if rotation.isAnimating { running.append(("rotation", rotation.animator?.animation)) }
    if transitionPhase.isAnimating {
      let property = isRemovalTransition ? "removal transition" : "insertion transition"
      running.append((property, transitionPhase.animator?.animation))
    }
    if let shapeData, shapeData.isAnimating { running.append(("shape", shapeData.animation)) }
    if let effect, effect.data.isAnimating { running.append(("effect", effect.data.animation)) }
    return running.map { property, animation in
      "\(name).\(property): " + (animation.map { String(describing: $0) } ?? "animation")
    }
  }
}

extension Renderer {
  /// Every animation still running, item by item in the order they started, leaving views last.
  var runningAnimations: [String] {
    (animatingItems + leaving).flatMap { $0.runningAnimations(named: viewName(of: $0)) }
  }

  /// The view an item draws: a modifier's item is named after the view it modifies.
  private func viewName(of item: RenderItem) -> String {
    var current = item
    while current.type == "ModifiedContent", let id = current.childIDs.first,
      let child = items[id]
    {
      current = child
    }
    return current.type
  }
}
