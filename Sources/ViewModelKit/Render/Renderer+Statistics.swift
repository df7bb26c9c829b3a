extension Renderer {
  /// What rendering has done since the renderer was made, for tests of incremental work.
  struct Statistics {
    /// Render items brought up to date after passes (described, framed, started).
    var itemsApplied = 0
    /// Layout boxes placed rather than skipped as unchanged.
    var boxesPlaced = 0
    /// Sizes measured rather than found in a box's cache.
    var sizesMeasured = 0
    /// Render items evaluated at frames.
    var itemsTicked = 0
    /// Animations evaluated at frames (an evaluation shared by several values counts once).
    var animationsEvaluated = 0
    /// Renders that laid the tree out (a render-only change skips the layout).
    var layouts = 0
  }
}
