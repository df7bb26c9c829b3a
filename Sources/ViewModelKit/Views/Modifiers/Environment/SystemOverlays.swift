extension View {
  /// Hides or shows the status bar while this view is on screen (iOS).
  ///
  /// ```swift
  /// PhotoViewer(photo).statusBarHidden()
  /// ```
  ///
  /// The host draws no status bar: the choice is recorded (tree descriptions show
  /// `.statusBarHidden(true)`) and changes no layout.
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    style("statusBarHidden", hidden)
  }

  /// Hides or shows the status bar while this view is on screen: the iOS 13 spelling of
  /// ``statusBarHidden(_:)``, recorded the same way (`.statusBarHidden(true)`).
  ///
  /// ```swift
  /// HomeView().statusBar(hidden: isReading)
  /// ```
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  public func statusBar(hidden: Bool) -> some View {
    statusBarHidden(hidden)
  }

  /// Shows or hides the system's persistent overlays (the home indicator) while this view is on
  /// screen.
  ///
  /// ```swift
  /// GameView().persistentSystemOverlays(.hidden)
  /// ```
  ///
  /// Recorded, as ``statusBarHidden(_:)`` is.
  ///
  /// - Parameter visibility: Whether the overlays show.
  /// - Returns: The view.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    style("persistentSystemOverlays", visibility)
  }
}
