extension ViewHost {
  /// Closes the host, as a window that goes away: every view disappears.
  ///
  /// Each view's `onDisappear` actions run (deepest first, as for any removal; a view under a
  /// covered navigation screen has disappeared already), its tasks are cancelled (a task lets
  /// go of what it captured when it ends), its state, state objects and subscriptions are
  /// released, and the host's clock ends (a sleep on it throws `CancellationError`). Releasing the host closes it too. A closed host stays
  /// closed: it shows nothing, and changes, interactions and time apply nothing.
  ///
  /// ```swift
  /// let host = ViewHost(PlayerScreen(model: model))
  /// host.close()
  /// #expect(model.isPlaying == false)  // the screen's onDisappear paused it
  /// ```
  public func close() {
    guard !isClosed else { return }
    graph.unmount()
    runtime.close()
  }

  /// Whether ``close()`` was called (or the host released).
  public var isClosed: Bool { graph.isUnmounted }
}
