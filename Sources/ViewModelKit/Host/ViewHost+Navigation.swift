/// Navigation as a person drives it: the back button, and what the stack shows.
extension ViewHost {
  /// Pops the top screen of the navigation stack on screen, as its back button does, then
  /// flushes: the stack's path (or the binding that pushed the screen) is written back.
  ///
  /// The stack is the innermost one visible in the topmost layer (a sheet's own stack while a
  /// sheet is up). The pop animates as a back button's does (see ``NavigationStack``: the
  /// standard push animation, or the animation of an enclosing `withAnimation`); snapshots
  /// show the popped screen leaving until the animation ends (`settle()`).
  ///
  /// ```swift
  /// try host.tap("Recipe 42")
  /// try host.back()
  /// #expect(model.path == [])
  /// ```
  ///
  /// - Throws: ``NavigationHostError/nothingToPop`` when the stack shows its root (there is no
  ///   back button), or ``NavigationHostError/noNavigationStack`` when no stack is on screen.
  public func back() throws {
    guard let model = visibleNavigationModel() else { throw NavigationHostError.noNavigationStack }
    guard model.depth > 0 else { throw NavigationHostError.nothingToPop }
    interact { model.pop(keeping: model.depth - 1) }
  }

  /// The visible navigation stack's pushed values, first pushed first (view-pushed screens are
  /// not values and are left out); empty when no stack is on screen.
  ///
  /// ```swift
  /// #expect(host.navigationPath == [AnyHashable(42)])
  /// ```
  public var navigationPath: [AnyHashable] {
    visibleNavigationModel()?.readPath() ?? []
  }

  /// The model of the innermost navigation stack whose top screen is visible in the topmost
  /// layer.
  func visibleNavigationModel() -> NavigationModel? {
    activeLayerNodes()
      .last { node in
        guard node.view is NavigationScreens, !node.isHiddenByLayout else { return false }
        return true
      }
      .flatMap { ($0.view as? NavigationScreens)?.model }
  }
}

/// Why a navigation or presentation request to a ``ViewHost`` could not be carried out.
public enum NavigationHostError: Error, Equatable, CustomStringConvertible {
  /// `back()` with no navigation stack on screen.
  case noNavigationStack
  /// `back()` on a stack that shows its root: a device shows no back button.
  case nothingToPop
  /// `dismiss()` with nothing presented.
  case nothingPresented
  /// `dismiss()` of a presentation whose content says `interactiveDismissDisabled()`.
  case interactiveDismissDisabled

  public var description: String {
    switch self {
    case .noNavigationStack: "No navigation stack is on screen, so there is no back button."
    case .nothingToPop: "The navigation stack shows its root: there is no back button."
    case .nothingPresented: "Nothing is presented, so there is nothing to dismiss."
    case .interactiveDismissDisabled:
      "The presented content disables interactive dismissal (interactiveDismissDisabled())."
    }
  }
}
