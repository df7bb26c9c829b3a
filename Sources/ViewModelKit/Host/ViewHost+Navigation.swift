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
  /// Tapping the bar's back button (`tap("Back")`, or `tap` with the previous screen's title it
  /// shows) does the same.
  ///
  /// - Throws: ``NavigationHostError/nothingToPop`` when the stack shows its root (there is no
  ///   back button), ``NavigationHostError/backButtonHidden`` when the screen says
  ///   `navigationBarBackButtonHidden()` (a device then also refuses the swipe back), or
  ///   ``NavigationHostError/noNavigationStack`` when no stack is on screen.
  public func back() throws {
    guard let stack = visibleNavigationScreens(),
      let model = (stack.view as? NavigationScreens)?.model
    else { throw NavigationHostError.noNavigationStack }
    guard model.depth > 0 else { throw NavigationHostError.nothingToPop }
    if let top = stack.children.last(where: { !$0.isRemoved }), top.hidesBackButton() {
      throw NavigationHostError.backButtonHidden
    }
    interact { model.popWithBackButton() }
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
    visibleNavigationScreens().flatMap { ($0.view as? NavigationScreens)?.model }
  }

  /// The node of the innermost navigation stack's screens visible in the topmost layer.
  func visibleNavigationScreens() -> ViewNode? {
    activeLayerNodes()
      .last { node in
        guard node.view is NavigationScreens, !node.isHiddenByLayout else { return false }
        return true
      }
  }
}

/// Why a navigation or presentation request to a ``ViewHost`` could not be carried out.
public enum NavigationHostError: Error, Equatable, CustomStringConvertible {
  /// `back()` with no navigation stack on screen.
  case noNavigationStack
  /// `back()` on a stack that shows its root: a device shows no back button.
  case nothingToPop
  /// `back()` on a screen that hides its back button (`navigationBarBackButtonHidden()`).
  case backButtonHidden
  /// `dismiss()` with nothing presented.
  case nothingPresented
  /// `dismiss()` of a presentation whose content says `interactiveDismissDisabled()`.
  case interactiveDismissDisabled

  public var description: String {
    switch self {
    case .noNavigationStack: "No navigation stack is on screen, so there is no back button."
    case .nothingToPop: "The navigation stack shows its root: there is no back button."
    case .backButtonHidden:
      "The screen hides its back button (navigationBarBackButtonHidden()), so neither the "
        + "button nor the swipe back can pop it; its dismiss() can."
    case .nothingPresented: "Nothing is presented, so there is nothing to dismiss."
    case .interactiveDismissDisabled:
      "The presented content disables interactive dismissal (interactiveDismissDisabled())."
    }
  }
}
