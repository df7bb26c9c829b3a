/// The navigation bar's item types (the name SwiftUI nests the title display mode in).
public enum NavigationBarItem {
  /// How the navigation bar shows its title.
  public enum TitleDisplayMode: String, Sendable {
    /// As the enclosing navigation decides.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, below the bar.
    case large
  }
}

extension View {
  /// Sets the navigation bar's title and how it is shown (the older form of
  /// `navigationTitle(_:)` with ``navigationBarTitleDisplayMode(_:)``).
  ///
  /// ```swift
  /// List { … }.navigationBarTitle("Inbox", displayMode: .inline)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - displayMode: How the title is shown.
  /// - Returns: The view.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S,
    displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> ModifiedContent<Self, _NavigationBarModifier> {
    navigationBar(
      "navigationBarTitle",
      "\(title), \(displayMode.rawValue)",
      title: String(title),
      .init(hasTitle: true, displayMode: displayMode)
    )
  }

  /// Sets the navigation bar's title and how it is shown (the older form).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - displayMode: How the title is shown.
  /// - Returns: The view.
  public func navigationBarTitle(
    _ title: Text,
    displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> ModifiedContent<Self, _NavigationBarModifier> {
    navigationBar(
      "navigationBarTitle",
      "\(title.textContent), \(displayMode.rawValue)",
      title: title.textContent,
      .init(hasTitle: true, displayMode: displayMode)
    )
  }

  /// Sets how the navigation bar shows its title.
  ///
  /// `.inline` shows it in a 44-point bar, `.large` in a 96-point bar, `.automatic` as the
  /// screen below it in the stack (the root screen: large when it has a title). The screen's
  /// content starts below the bar.
  ///
  /// ```swift
  /// Text(note.body).navigationBarTitleDisplayMode(.inline)
  /// ```
  ///
  /// - Parameter displayMode: How the title is shown.
  /// - Returns: The view.
  public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> ModifiedContent<Self, _NavigationBarModifier> {
    navigationBar(
      "navigationBarTitleDisplayMode",
      displayMode.rawValue,
      .init(displayMode: displayMode)
    )
  }

  /// Puts views at the leading and trailing ends of the navigation bar (the older form of
  /// `toolbar` with `.navigationBarLeading` and `.navigationBarTrailing` items): shown in the bar
  /// and tappable, as toolbar items are.
  ///
  /// ```swift
  /// .navigationBarItems(leading: EditButton(), trailing: Button("Add") { add() })
  /// ```
  ///
  /// - Parameters:
  ///   - leading: The leading item.
  ///   - trailing: The trailing item.
  /// - Returns: The view.
  public func navigationBarItems<L: View, T: View>(
    leading: L,
    trailing: T
  ) -> ModifiedContent<Self, _ToolbarModifier> {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// Puts a view at the leading end of the navigation bar, shown and tappable as a
  /// `.navigationBarLeading` toolbar item.
  ///
  /// ```swift
  /// .navigationBarItems(leading: EditButton())
  /// ```
  ///
  /// - Parameter leading: The item.
  /// - Returns: The view.
  public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, _ToolbarModifier> {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// Puts a view at the trailing end of the navigation bar, shown and tappable as a
  /// `.navigationBarTrailing` toolbar item.
  ///
  /// ```swift
  /// .navigationBarItems(trailing: Button("Add") { add() })
  /// ```
  ///
  /// - Parameter trailing: The item.
  /// - Returns: The view.
  public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _ToolbarModifier> {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// Hides the navigation bar of this view's screen (the older form of
  /// `toolbar(.hidden, for: .navigationBar)`): the screen's content starts at its top.
  ///
  /// ```swift
  /// PhotoView().navigationBarHidden(true)
  /// ```
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  public func navigationBarHidden(
    _ hidden: Bool
  ) -> ModifiedContent<Self, _NavigationBarModifier> {
    navigationBar("navigationBarHidden", hidden, .init(navigationBarHidden: hidden))
  }

  /// Hides the back button of this view's screen.
  ///
  /// The bar draws no back button, leading toolbar items start at the bar's leading edge, and
  /// ``ViewHost/back()`` is refused with ``NavigationHostError/backButtonHidden``: a device
  /// also disables the swipe back with the button (widely observed; Apple's documentation does
  /// not say). A `dismiss()` from the screen, or a shorter path, still pops it. The first
  /// setting in the screen's tree order wins.
  ///
  /// ```swift
  /// CheckoutView()
  ///   .navigationBarBackButtonHidden()
  ///   .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Cancel") { dismiss() } } }
  /// ```
  ///
  /// - Parameter hidesBackButton: Whether to hide it.
  /// - Returns: The view.
  public func navigationBarBackButtonHidden(
    _ hidesBackButton: Bool = true
  ) -> ModifiedContent<Self, _NavigationBarModifier> {
    navigationBar(
      "navigationBarBackButtonHidden",
      hidesBackButton,
      .init(backButtonHidden: hidesBackButton)
    )
  }
}
