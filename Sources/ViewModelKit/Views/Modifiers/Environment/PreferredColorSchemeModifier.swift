/// Writes the preferred colour scheme into the content's environment: `preferredColorScheme(_:)`.
public struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let colorScheme: ColorScheme?

  var environmentSignature: Any? { colorScheme }

  func transform(environment: inout EnvironmentValues) {
    if let colorScheme { environment.colorScheme = colorScheme }
  }
}

extension View {
  /// Sets the colour scheme this view prefers, as an app sets light or dark mode for a screen.
  ///
  /// ```swift
  /// ContentView().preferredColorScheme(.dark)
  /// ```
  ///
  /// Differs from SwiftUI: SwiftUI hands the preference up to the enclosing presentation (the
  /// window or sheet), so views around this one change too; here the scheme is written into this
  /// view's environment, so it and its descendants see it. `nil` leaves the scheme as it is.
  ///
  /// - Parameter colorScheme: The scheme, or `nil` to follow the system.
  /// - Returns: The view.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
  }
}
