extension View {
  /// Sets the title of the navigation bar (recorded).
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  public func navigationTitle<S: StringProtocol>(
    _ title: S
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title)
  }

  /// Sets the title of the navigation bar (recorded).
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title.textContent)
  }
}
