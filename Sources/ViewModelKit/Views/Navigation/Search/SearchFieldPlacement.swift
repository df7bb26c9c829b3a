/// Where a `searchable(text:placement:prompt:)` search field goes.
///
/// The host shows every placement the same way: a search field across the top of the searchable
/// view, below its navigation bar, always visible (as `.navigationBarDrawer(displayMode:
/// .always)` does on iOS).
///
/// ```swift
/// List(model.results) { Text($0.title) }
///   .searchable(text: $model.query, placement: .navigationBarDrawer(displayMode: .always))
/// ```
public struct SearchFieldPlacement: Sendable, Equatable {
  let name: String

  /// The platform's choice.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar of a split view.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the navigation bar's drawer, below its title.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// In the navigation bar's drawer, shown as `displayMode` says.
  ///
  /// - Parameter displayMode: Whether the field is always shown or hides on scrolling.
  /// - Returns: The placement.
  public static func navigationBarDrawer(
    displayMode: NavigationBarDrawerDisplayMode
  )
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode.name))")
  }

  /// Whether a navigation bar drawer's search field is always shown.
  public struct NavigationBarDrawerDisplayMode: Sendable, Equatable {
    let name: String

    /// The platform's choice: hidden until the content is scrolled down, on iOS.
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// Always shown.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }
}
