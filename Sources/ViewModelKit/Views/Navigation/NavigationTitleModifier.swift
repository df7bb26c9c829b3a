extension View {
  /// Sets the title of the navigation bar (recorded).
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  public func navigationTitle(_ title: String) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title)
  }
}
