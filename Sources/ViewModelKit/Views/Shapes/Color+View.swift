extension Color: View {
  public typealias Body = Never
}

extension Color: PrimitiveView {}

extension Color {
  /// Returns the colour's components in an environment: a system colour takes its dark
  /// components when the colour scheme is dark.
  ///
  /// ```swift
  /// var environment = EnvironmentValues()
  /// environment.colorScheme = .dark
  /// Color.blue.resolve(in: environment)  // #0A84FFFF
  /// ```
  ///
  /// - Parameter environment: The environment.
  /// - Returns: The components.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    guard environment.colorScheme == .dark, let darkResolved else { return resolved }
    return darkResolved
  }
}
