extension ViewHost {
  /// The host's pasteboard, which a `PasteButton` on its screen pastes from; empty at first.
  ///
  /// ```swift
  /// host.pasteboard.setItems(["Milk"])
  /// try host.tap("Paste")
  /// await host.run()
  /// ```
  public var pasteboard: HostPasteboard {
    if let pasteboard = graph.rootEnvironment.hostPasteboard { return pasteboard }
    let pasteboard = HostPasteboard()
    graph.rootEnvironment.hostPasteboard = pasteboard
    return pasteboard
  }

  /// Gives the root environment the host's pasteboard, before anything is built.
  func installPasteboard() {
    graph.rootEnvironment.hostPasteboard = HostPasteboard()
  }
}
