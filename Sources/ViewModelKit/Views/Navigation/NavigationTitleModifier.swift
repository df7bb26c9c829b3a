extension View {
  /// Sets the title of the navigation bar.
  ///
  /// The title is not drawn; it names the screen in ``ViewHost/screens``, and on the root
  /// screen it makes the automatic title display mode large (the bar is then 96 points tall
  /// rather than 44, and the screen's content starts below it).
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
