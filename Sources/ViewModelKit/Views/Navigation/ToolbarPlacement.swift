/// A bar whose visibility a view sets with `toolbar(_:for:)`.
///
/// ```swift
/// DetailView().toolbar(.hidden, for: .tabBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  /// The bar the platform decides: on iPhone, the navigation bar.
  public static let automatic = ToolbarPlacement(description: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(description: "navigationBar")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(description: "bottomBar")
  /// The tab bar of the enclosing `TabView`.
  public static let tabBar = ToolbarPlacement(description: "tabBar")
}

extension View {
  /// Shows or hides bars of this view's screen: the navigation bar, the bottom toolbar, the
  /// enclosing `TabView`'s tab bar.
  ///
  /// A hidden bar gives its room back: the screen's content (or the selected tab) is laid out
  /// where the bar was, and the bar's toolbar items are not shown. With no bar named, the
  /// navigation bar. `.automatic` and `.visible` show the bar.
  ///
  /// ```swift
  /// PhotoViewer()
  ///   .toolbar(.hidden, for: .navigationBar, .tabBar)
  /// ```
  ///
  /// - Parameters:
  ///   - visibility: Whether the bars show.
  ///   - bars: The bars.
  /// - Returns: The view.
  public func toolbar(
    _ visibility: Visibility,
    for bars: ToolbarPlacement...
  ) -> ModifiedContent<Self, _NavigationBarModifier> {
    let named = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
    let hidden: Bool? = visibility == .automatic ? nil : visibility == .hidden
    let navigation = named.contains(.automatic) || named.contains(.navigationBar)
    let traits = NavigationBarTraits(
      navigationBarHidden: navigation ? hidden : nil,
      bottomBarHidden: named.contains(.bottomBar) ? hidden : nil,
      tabBarHidden: named.contains(.tabBar) ? hidden : nil
    )
    let value = "\(visibility), for: \(named.map(\.description).joined(separator: ", "))"
    return navigationBar("toolbar", value, traits)
  }
}

/// How a navigation title shows (iOS 17's spelling of ``NavigationBarItem/TitleDisplayMode``).
///
/// ```swift
/// List(notes) { Text($0.title) }
///   .navigationTitle("Notes")
///   .toolbarTitleDisplayMode(.inline)
/// ```
public struct ToolbarTitleDisplayMode: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  let displayMode: NavigationBarItem.TitleDisplayMode

  /// As the screen below it in the stack; the root screen is large when it has a title.
  public static let automatic = ToolbarTitleDisplayMode(
    description: "automatic",
    displayMode: .automatic
  )
  /// Large, below the bar: a 96-point bar.
  public static let large = ToolbarTitleDisplayMode(description: "large", displayMode: .large)
  /// Small, in the bar: a 44-point bar.
  public static let inline = ToolbarTitleDisplayMode(description: "inline", displayMode: .inline)
  /// A large title in the bar's own row: a 44-point bar (a choice: the iOS 17 style keeps the
  /// standard bar height).
  public static let inlineLarge = ToolbarTitleDisplayMode(
    description: "inlineLarge",
    displayMode: .inline
  )
}

extension View {
  /// Sets how the navigation title shows (iOS 17's form of `navigationBarTitleDisplayMode`):
  /// the screen's content starts below a bar of 44 points (`.inline`, `.inlineLarge`) or 96
  /// (`.large`).
  ///
  /// ```swift
  /// DetailView().toolbarTitleDisplayMode(.inline)
  /// ```
  ///
  /// - Parameter mode: How the title shows.
  /// - Returns: The view.
  public func toolbarTitleDisplayMode(
    _ mode: ToolbarTitleDisplayMode
  ) -> ModifiedContent<Self, _NavigationBarModifier> {
    navigationBar("toolbarTitleDisplayMode", mode, .init(displayMode: mode.displayMode))
  }
}
