/// The labels of a stack's back buttons: each pushed screen's button shows the title of the
/// screen below it, read from that screen's nodes when the stack builds its screens, and
/// checked again when a title changes under a screen (a stack created with a path, a title that
/// follows state).
extension NavigationModel {
  /// A screen's node, held weakly (the graph owns it), with its title once read.
  struct WeakScreenNode {
    weak var node: ViewNode?
    /// The screen's title as last read (`.some(nil)`: it has none); `nil` until read, and again
    /// after a title modifier in the screen changed, so that a push does not walk the screens
    /// below it again.
    var title: String??
  }

  /// Remembers the node of the screen at `index`.
  func register(screen node: ViewNode, at index: Int) {
    while screenNodes.count <= index { screenNodes.append(WeakScreenNode()) }
    screenNodes[index] = WeakScreenNode(node: node)
  }

  /// The title of the screen at `index`, as its nodes are now.
  func title(ofScreenAt index: Int) -> String? {
    guard index < screenNodes.count, let node = screenNodes[index].node, !node.isRemoved else {
      return nil
    }
    if let known = screenNodes[index].title { return known }
    let title = node.navigationTitle()
    screenNodes[index].title = .some(title)
    return title
  }

  /// The back buttons' labels of `count` screens (`nil` for the root), remembered for the
  /// check after a title changes.
  func backLabels(count: Int) -> [String?] {
    let labels = (0..<count)
      .map { index in
        index == 0 ? nil : NavigationBarBackButton.label(for: title(ofScreenAt: index - 1))
      }
    backLabels = labels
    return labels
  }

  /// Notes that a title in the screen at `index` was set, changed or removed: when a screen
  /// above it shows a back button, the labels are checked once the pass ends, and the stack
  /// refreshed when one is out of date.
  func titleDidChange(inScreenAt index: Int, graph: ViewGraph) {
    if index < screenNodes.count { screenNodes[index].title = nil }
    guard index + 1 < backLabels.count, !isCheckingBackLabels else { return }
    isCheckingBackLabels = true
    graph.enqueueAfterPass { [weak self] in
      guard let self else { return }
      isCheckingBackLabels = false
      let isCurrent = backLabels.indices.allSatisfy { index in
        index == 0
          || backLabels[index] == NavigationBarBackButton.label(for: title(ofScreenAt: index - 1))
      }
      if !isCurrent { refresh() }
    }
  }
}

extension ViewNode {
  /// The first navigation title in this subtree, in tree order, not looking into presented
  /// layers or nested navigation stacks.
  func navigationTitle() -> String? {
    if let bar = primitiveModifier as? _NavigationBarModifier, let title = bar.title {
      return title
    }
    for child in children where !child.isRemoved {
      if child.view is PresentedLayer || child.view is NavigationScreens { continue }
      if let title = DeepStack.nest({ child.navigationTitle() }) { return title }
    }
    return nil
  }

  /// Whether this screen hides its back button: the first `navigationBarBackButtonHidden` in
  /// tree order says.
  func hidesBackButton() -> Bool {
    firstBackButtonSetting() ?? false
  }

  private func firstBackButtonSetting() -> Bool? {
    if let bar = primitiveModifier as? _NavigationBarModifier,
      let hidden = bar.traits.backButtonHidden
    {
      return hidden
    }
    for child in children where !child.isRemoved {
      if child.view is PresentedLayer || child.view is NavigationScreens { continue }
      if let hidden = DeepStack.nest({ child.firstBackButtonSetting() }) { return hidden }
    }
    return nil
  }
}

private struct NavigationScreenIndexKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
  /// The depth of the navigation screen the view is in (0 for a stack's root).
  var _navigationScreenIndex: Int {
    get { self[NavigationScreenIndexKey.self] }
    set { self[NavigationScreenIndexKey.self] = newValue }
  }
}

extension ViewNode {
  /// Whether the node is drawn by a navigation bar itself (its back button or title), which a
  /// match in the content wins over when a host looks for a target by its label.
  var isInNavigationBar: Bool {
    var node: ViewNode? = self
    while let current = node {
      if current.view is NavigationBarBackButton || current.view is NavigationBarTitle {
        return true
      }
      node = current.parent
    }
    return false
  }
}

extension NavigationModel {
  /// Pops the top screen as the back button does (see ``popAnimated(keeping:)``).
  func popWithBackButton() {
    popAnimated(keeping: depth - 1)
  }

  /// Pops to `count` screens as a device does for the back button and `dismiss()`: with the
  /// standard push animation when the current transaction has no animation, with the current
  /// one otherwise, at once when it disables animations.
  func popAnimated(keeping count: Int) {
    let current = Transaction.current
    guard current.animation == nil, !current.disablesAnimations else {
      return pop(keeping: count)
    }
    withAnimation(NavigationPushAnimation.standard) { pop(keeping: count) }
  }
}
