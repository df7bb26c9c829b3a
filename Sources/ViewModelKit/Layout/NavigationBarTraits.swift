package import Foundation

/// What the views of a navigation screen say about its bars.
///
/// A title, how it shows, which bars are hidden, whether the toolbar has bottom-bar items;
/// `nil` is "not said".
///
/// Modifiers (`navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar(_:for:)`,
/// `toolbar { }`) set them on their layout boxes; a screen's traits merge its subtree's in tree
/// order, the first value said for each field winning (as SwiftUI's navigation preferences do).
///
/// ```swift
/// var traits = NavigationBarTraits(displayMode: .inline)
/// traits.merge(NavigationBarTraits(hasTitle: true, displayMode: .large))
/// traits.displayMode  // .inline
/// ```
package struct NavigationBarTraits: Hashable, Sendable {
  /// Whether the screen has a navigation title.
  package var hasTitle: Bool?
  /// How the title shows.
  package var displayMode: NavigationBarItem.TitleDisplayMode?
  /// Whether the navigation bar is hidden.
  package var navigationBarHidden: Bool?
  /// Whether the bottom toolbar is hidden.
  package var bottomBarHidden: Bool?
  /// Whether the tab bar of the enclosing `TabView` is hidden.
  package var tabBarHidden: Bool?
  /// Whether the toolbar has items for the bottom bar.
  package var hasBottomItems: Bool?
  /// Whether the screen hides its back button (`navigationBarBackButtonHidden`).
  package var backButtonHidden: Bool?
  /// Whether the toolbar has a `.principal` item, which replaces the inline title.
  package var hasPrincipal: Bool?
  /// The layout box of the title modifier that names the screen (the first in tree order).
  package var titleOwner: Int?

  /// Creates traits; every field left out is not said.
  package init(
    hasTitle: Bool? = nil,
    displayMode: NavigationBarItem.TitleDisplayMode? = nil,
    navigationBarHidden: Bool? = nil,
    bottomBarHidden: Bool? = nil,
    tabBarHidden: Bool? = nil,
    hasBottomItems: Bool? = nil,
    backButtonHidden: Bool? = nil,
    hasPrincipal: Bool? = nil
  ) {
    self.hasTitle = hasTitle
    self.displayMode = displayMode
    self.navigationBarHidden = navigationBarHidden
    self.bottomBarHidden = bottomBarHidden
    self.tabBarHidden = tabBarHidden
    self.hasBottomItems = hasBottomItems
    self.backButtonHidden = backButtonHidden
    self.hasPrincipal = hasPrincipal
  }

  /// Fills the fields not said yet from `later` (traits later in tree order).
  ///
  /// - Parameter later: The traits of views after these.
  package mutating func merge(_ later: NavigationBarTraits) {
    hasTitle = hasTitle ?? later.hasTitle
    displayMode = displayMode ?? later.displayMode
    navigationBarHidden = navigationBarHidden ?? later.navigationBarHidden
    bottomBarHidden = bottomBarHidden ?? later.bottomBarHidden
    tabBarHidden = tabBarHidden ?? later.tabBarHidden
    hasBottomItems = hasBottomItems ?? later.hasBottomItems
    backButtonHidden = backButtonHidden ?? later.backButtonHidden
    hasPrincipal = hasPrincipal ?? later.hasPrincipal
    titleOwner = titleOwner ?? later.titleOwner
  }
}

/// The bar sizes of an iPhone in portrait, the constants a navigation screen's safe area is
/// made of.
///
/// UIKit does not publish them as API; they are the values measured on devices since iOS 11
/// (a 44-point bar, a large title adding 52, a 44-point toolbar) and stable since. The bars start
/// at the edges of the host's safe area: the screen's edges by default, below the status bar
/// with a device's insets (``DeviceSafeArea``).
///
/// ```swift
/// NavigationBarMetrics.largeTitleBarHeight  // 96
/// ```
package enum NavigationBarMetrics {
  /// The navigation bar with an inline title (or none).
  package static let inlineBarHeight: CGFloat = 44
  /// What a large title adds below the bar.
  package static let largeTitleHeight: CGFloat = 52
  /// The navigation bar with a large title.
  package static let largeTitleBarHeight: CGFloat = inlineBarHeight + largeTitleHeight
  /// The bottom toolbar (`ToolbarItem(placement: .bottomBar)`).
  package static let bottomToolbarHeight: CGFloat = 44
  /// The margin of the back button and of a large title from the bar's leading edge.
  package static let backButtonMargin: CGFloat = 8
  /// The margin of a large title from the bar's leading and trailing edges, and of an inline
  /// title's proposed width from them.
  package static let titleMargin: CGFloat = 16
}
