extension View {
  /// Sets the accent colour of controls in this view (recorded).
  ///
  /// - Parameter color: The colour.
  /// - Returns: The view.
  public func tint(_ color: Color?) -> ModifiedContent<Self, _StyleModifier> {
    style("tint", color.map { "\($0.resolved)" } ?? "nil")
  }
}
