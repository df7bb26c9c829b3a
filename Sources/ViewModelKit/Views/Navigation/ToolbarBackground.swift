extension View {
  /// Sets the background of the bars named (the navigation bar, the tab bar, the bottom bar).
  ///
  /// Headless bars are drawn without a background, so the style is recorded (tree descriptions
  /// show `.toolbarBackground(…)`) and changes no layout.
  ///
  /// ```swift
  /// NotesList()
  ///   .toolbarBackground(Color.indigo, for: .navigationBar)
  ///   .toolbarBackground(.visible, for: .navigationBar)
  /// ```
  ///
  /// - Parameters:
  ///   - style: The background.
  ///   - bars: The bars; the platform's choice when none are named.
  /// - Returns: The view.
  public func toolbarBackground<S: ShapeStyle>(
    _ style: S,
    for bars: ToolbarPlacement...
  )
    -> some View
  {
    self.style("toolbarBackground", "\(style), for: \(Self.names(of: bars))")
  }

  /// Shows or hides the background of the bars named.
  ///
  /// Recorded, as the style form of `toolbarBackground(_:for:)` is.
  ///
  /// ```swift
  /// .toolbarBackground(.visible, for: .navigationBar, .tabBar)
  /// ```
  ///
  /// - Parameters:
  ///   - visibility: Whether the background shows.
  ///   - bars: The bars; the platform's choice when none are named.
  /// - Returns: The view.
  public func toolbarBackground(
    _ visibility: Visibility,
    for bars: ToolbarPlacement...
  )
    -> some View
  {
    style("toolbarBackground", "\(visibility), for: \(Self.names(of: bars))")
  }

  private static func names(of bars: [ToolbarPlacement]) -> String {
    bars.isEmpty ? "automatic" : bars.map(\.description).joined(separator: ", ")
  }
}
