extension View {
  /// Gives this view an accessibility label (recorded).
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  public func accessibilityLabel(_ label: String) -> ModifiedContent<Self, _StyleModifier> {
    style("accessibilityLabel", label)
  }

  /// Gives this view an accessibility identifier (recorded).
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The view.
  public func accessibilityIdentifier(
    _ identifier: String
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("accessibilityIdentifier", identifier)
  }
}
