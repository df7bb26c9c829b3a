/// A navigation container, headless: shows its root view.
///
/// ```swift
/// NavigationStack { ContentView().navigationTitle("Home") }
/// ```
public struct NavigationStack<Root: View>: View, BuiltInView {
  let root: Root

  /// Creates a navigation stack.
  ///
  /// - Parameter root: The root view.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  public var body: some View { root }
}
