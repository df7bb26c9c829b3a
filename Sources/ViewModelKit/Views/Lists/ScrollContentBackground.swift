extension View {
  /// Shows or hides the system background behind a scrollable view's content (a `List`'s or a
  /// `Form`'s grouped background), so that a background of the app's shows through.
  ///
  /// Headless lists draw no system background, so there is nothing to hide: the choice is
  /// recorded (tree descriptions show `.scrollContentBackground(hidden)`) and changes no layout.
  ///
  /// ```swift
  /// List(notes) { Text($0.title) }
  ///   .scrollContentBackground(.hidden)
  ///   .background(Color.yellow.opacity(0.2))
  /// ```
  ///
  /// - Parameter visibility: Whether the background shows.
  /// - Returns: The view.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    style("scrollContentBackground", visibility)
  }
}
