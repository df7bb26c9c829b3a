extension View {
  /// Sets the colour scheme of the bars named, or the system's with `nil` (recorded: headless
  /// bars draw no background and their items keep the screen's scheme).
  ///
  /// ```swift
  /// NotesList()
  ///   .toolbarBackground(Color.indigo, for: .navigationBar)
  ///   .toolbarColorScheme(.dark, for: .navigationBar)
  /// ```
  ///
  /// - Parameters:
  ///   - colorScheme: The scheme, or `nil`.
  ///   - bars: The bars; the platform's choice when none are named.
  /// - Returns: The view.
  public func toolbarColorScheme(
    _ colorScheme: ColorScheme?,
    for bars: ToolbarPlacement...
  ) -> some View {
    let scheme = colorScheme.map { "\($0)" } ?? "nil"
    let names = bars.isEmpty ? "automatic" : bars.map(\.description).joined(separator: ", ")
    return style("toolbarColorScheme", "\(scheme), for: \(names)")
  }
}
