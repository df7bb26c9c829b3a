/// The older navigation container: a ``NavigationStack`` (the stack style, as on iPhone).
///
/// Its ``NavigationLink``s push their destinations; `dismiss()` in a pushed view pops it.
///
/// ```swift
/// NavigationView {
///   List { … }.navigationBarTitle("Inbox", displayMode: .inline)
/// }
/// .navigationViewStyle(.stack)
/// ```
public struct NavigationView<Content: View>: View, BuiltInView {
  let content: Content

  /// Creates a navigation view.
  ///
  /// - Parameter content: The root view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View { NavigationStack { content } }
}

/// How a ``NavigationView`` arranges its columns (recorded).
public protocol NavigationViewStyle {}

/// The platform's default.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// One column, screens pushed on a stack.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// Two columns side by side, where there is room.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's default.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One column.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// Two columns.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
  /// Sets the style of the navigation views in this view (recorded).
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func navigationViewStyle<S: NavigationViewStyle>(
    _ style: S
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("navigationViewStyle", TypeNames.unqualified(S.self))
  }
}
