extension View {
  /// Sets the title of the navigation bar.
  ///
  /// The bar of the enclosing navigation stack draws it: inline, centred in the bar's 44
  /// points in the headline font; large, 16 points from the leading edge of the 52 points below
  /// them in the large-title font. On the root screen it makes the automatic title display mode
  /// large (the bar is then 96 points tall rather than 44, and the screen's content starts below
  /// it). When several views of a screen set a title, the first in tree order is drawn and names
  /// the screen in ``ViewHost/screens``; the screen pushed above shows it in its back button.
  /// Outside a navigation stack it is not drawn. Snapshots show the drawn title as a
  /// `NavigationBarTitle` node around its `Text`.
  ///
  /// ```swift
  /// List(notes) { Text($0.title) }.navigationTitle("Notes")
  /// ```
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  public func navigationTitle<S: StringProtocol>(
    _ title: S
  ) -> ModifiedContent<Self, _NavigationBarModifier> {
    navigationBar("navigationTitle", title, title: String(title), .init(hasTitle: true))
  }

  /// Sets the title of the navigation bar (see `navigationTitle(_:)`).
  ///
  /// ```swift
  /// Form { … }.navigationTitle(Text("Settings"))
  /// ```
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationBarModifier> {
    navigationBar(
      "navigationTitle",
      title.textContent,
      title: title.textContent,
      .init(hasTitle: true)
    )
  }
}
