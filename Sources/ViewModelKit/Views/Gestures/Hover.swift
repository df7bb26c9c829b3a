extension View {
  /// Runs an action when a pointer enters or leaves this view.
  ///
  /// ```swift
  /// Text("Details").onHover { isHovering = $0 }
  /// ```
  ///
  /// The host is a touch screen with no pointer, as an iPhone is, so the action never runs
  /// (on a device it runs only with a trackpad or mouse, on iPad and Mac). Tree descriptions
  /// show `.onHover()`.
  ///
  /// - Parameter action: What to do with whether the pointer is over the view.
  /// - Returns: The view.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    style("onHover", "")
  }
}
