extension Renderer {
  /// Whether the pass being rendered changed only render-only values.
  ///
  /// That is when bodies were patched (`ViewGraph+RenderOnly.swift`) and nothing was built,
  /// removed or given a new value or environment otherwise: no view moves or resizes, so the
  /// layout can be skipped. Lazy containers, matched geometry and geometry-dependent effects
  /// always take the full render.
  ///
  /// Resets the graph's counts for the next pass.
  func isRenderOnly(_ graph: ViewGraph, isInitial: Bool, removed: [ViewNode]) -> Bool {
    defer {
      graph.layoutChanges = 0
      graph.renderOnlyPatches = 0
    }
    return !isInitial && graph.renderOnlyPatches > 0 && graph.layoutChanges == 0
      && removed.isEmpty && graph.lazyRowSources.isEmpty && graph.matchedGeometry == nil
      && graph.geometryEffects == nil
  }
}
