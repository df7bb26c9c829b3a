/// The host's drag and drop, limited to the query's view.
extension ViewHost.Query {
  /// Drags the draggable view that shows `label` onto the drop destination that shows
  /// `destination`, both inside the query's view, as ``ViewHost/drag(_:onto:duration:)`` does.
  ///
  /// ```swift
  /// try await host.find(BoardView.self, at: 1).drag("Buy milk", onto: "Done")
  /// ```
  ///
  /// - Parameters:
  ///   - label: The text the dragged view shows.
  ///   - destination: The text the drop destination shows.
  ///   - duration: How long the move takes; at least one frame.
  /// - Returns: What the destination's action returned, as ``ViewHost/drag(_:onto:duration:)``
  ///   says.
  /// - Throws: ``ViewHostError`` when the query's view, the draggable view or the destination
  ///   cannot be found.
  @discardableResult
  public func drag(
    _ label: String,
    onto destination: String,
    duration: Double = 0.25
  ) async throws -> Bool {
    try await performAsync { try await host.drag(label, onto: destination, duration: duration) }
  }
}
