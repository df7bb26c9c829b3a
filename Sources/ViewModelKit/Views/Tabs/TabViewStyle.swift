/// How a ``TabView`` shows its tabs: with a tab bar, or as pages.
///
/// ```swift
/// TabView(selection: $page) {
///   ForEach(OnboardingPage.all) { page in
///     OnboardingPageView(page: page).tag(page.id)
///   }
/// }
/// .tabViewStyle(.page(indexDisplayMode: .always))
/// ```
@MainActor @preconcurrency
public protocol TabViewStyle {
  /// How this style shows a tab view, for the runtime.
  nonisolated var _kind: TabViewStyleKind { get }
}

/// The two ways a headless tab view is shown.
public enum TabViewStyleKind: Sendable, Equatable {
  /// A tab bar at the bottom.
  case tabBar
  /// Pages: the selected one fills the tab view, with no bar; the page dots, when shown, are
  /// drawn over the bottom of the page.
  case page(showsIndex: Bool)
}

/// The platform's tab view style: a tab bar at the bottom, on iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the style.
  nonisolated public init() {}

  nonisolated public var _kind: TabViewStyleKind { .tabBar }
}

/// Tabs as pages: the selected page fills the tab view, with no tab bar, and page dots over its
/// bottom edge when `indexDisplayMode` shows them.
///
/// A device swipes between pages; a host changes page through the selection binding (a
/// button's action, or the test writing the app's state).
public struct PageTabViewStyle: TabViewStyle {
  /// Whether the page dots show.
  public struct IndexDisplayMode: Sendable, Equatable {
    let showsIndex: Bool

    /// The platform's choice: shown when there is more than one page.
    public static let automatic = IndexDisplayMode(showsIndex: true)
    /// Always shown.
    public static let always = IndexDisplayMode(showsIndex: true)
    /// Never shown.
    public static let never = IndexDisplayMode(showsIndex: false)
  }

  let indexDisplayMode: IndexDisplayMode

  /// Creates the style.
  ///
  /// - Parameter indexDisplayMode: Whether the page dots show.
  nonisolated public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  nonisolated public var _kind: TabViewStyleKind { .page(showsIndex: indexDisplayMode.showsIndex) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's style: a tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages, with dots as the platform chooses.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages, with dots as `indexDisplayMode` says.
  ///
  /// - Parameter indexDisplayMode: Whether the page dots show.
  /// - Returns: The style.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

private struct TabViewStyleKey: EnvironmentKey {
  static var defaultValue: TabViewStyleKind { .tabBar }
}

extension EnvironmentValues {
  /// How the tab views below show their tabs.
  var tabViewStyleKind: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the tab views in this view show their tabs.
  ///
  /// ```swift
  /// TabView { … }.tabViewStyle(.page)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewStyleKind, style._kind)
  }
}
