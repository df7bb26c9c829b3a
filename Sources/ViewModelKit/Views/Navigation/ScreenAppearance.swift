/// Runs the appearance actions of a screen that is covered or shown again without leaving the
/// graph (a pushed-over screen keeps its state): the same actions, in the same order, as if its
/// views were removed or inserted.
@MainActor
enum ScreenAppearance {
  /// Runs `onDisappear` (and cancels `task`s) in the subtree, deepest first.
  static func disappear(below node: ViewNode) {
    for action in actions(below: node) { action.modifier.screenDidDisappear(node: action.node) }
  }

  /// Runs `onAppear` (and restarts `task`s) in the subtree, deepest first.
  static func appear(below node: ViewNode) {
    for action in actions(below: node) { action.modifier.screenDidAppear(node: action.node) }
  }

  /// Whether a node is inside a screen that another screen covers.
  static func isCovered(_ node: ViewNode) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if let screen = ancestor.primitiveModifier as? _NavigationScreenModifier, screen.isCovered {
        return true
      }
      current = ancestor.parent
    }
    return false
  }

  private static func actions(
    below node: ViewNode
  ) -> [(node: ViewNode, modifier: any ScreenAppearanceAction)] {
    var result: [(node: ViewNode, modifier: any ScreenAppearanceAction)] = []
    func visit(_ current: ViewNode) {
      for child in current.children where !child.isRemoved {
        // A nested stack's covered screens stay as they are.
        if let screen = child.primitiveModifier as? _NavigationScreenModifier, screen.isCovered {
          continue
        }
        DeepStack.nest { visit(child) }
      }
      if let modifier = current.primitiveModifier,
        let action = FailedCasts.cast(modifier, to: (any ScreenAppearanceAction).self)
      {
        result.append((current, action))
      }
    }
    visit(node)
    return result
  }
}

/// A lifecycle modifier that reacts to its screen being covered and shown again.
@MainActor
protocol ScreenAppearanceAction {
  func screenDidAppear(node: ViewNode)
  func screenDidDisappear(node: ViewNode)
}

extension _AppearanceActionModifier: ScreenAppearanceAction {
  func screenDidAppear(node: ViewNode) { appear?() }

  func screenDidDisappear(node: ViewNode) {
    ((node.view as? any ModifierCarrier)?.primitiveModifier as? Self)?.disappear?()
  }
}

extension _TaskModifier: ScreenAppearanceAction {
  func screenDidAppear(node: ViewNode) { didInsert(node: node) }
  func screenDidDisappear(node: ViewNode) { willRemove(node: node) }
}
