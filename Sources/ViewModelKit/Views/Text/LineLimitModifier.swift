extension View {
  /// Limits the number of lines text in this view takes.
  ///
  /// ```swift
  /// Text(content.title).lineLimit(isExpanded ? nil : 1)
  /// ```
  ///
  /// - Parameter number: The most lines, or `nil` for no limit.
  /// - Returns: The view.
  public func lineLimit(
    _ number: Int?
  ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
    environment(\.lineLimit, number)
  }
}
