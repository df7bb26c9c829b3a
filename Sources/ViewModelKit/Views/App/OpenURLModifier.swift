public import Foundation

/// Runs an action when the app is asked to open a URL: `onOpenURL(perform:)`.
public struct _OpenURLActionModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let action: (URL) -> Void
}

extension View {
  /// Runs an action when the scene is asked to open a URL (a universal link, the app's URL
  /// scheme); ``ViewHost/openURL(_:)`` delivers one in a test.
  ///
  /// ```swift
  /// ContentView()
  ///   .onOpenURL { url in router.open(url) }
  /// ```
  ///
  /// - Parameter action: The action, with the URL.
  /// - Returns: The view.
  public func onOpenURL(
    perform action: @escaping (URL) -> Void
  ) -> ModifiedContent<Self, _OpenURLActionModifier> {
    modifier(_OpenURLActionModifier(action: action))
  }
}
