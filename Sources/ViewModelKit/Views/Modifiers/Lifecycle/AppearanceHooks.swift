/// Makes a subtree that stays alive appear or disappear, as a tab that is left or a lazy row
/// that scrolls away does: its `onAppear` (and `task`s) or its `onDisappear` (cancelling the
/// `task`s) run, deepest views first, while its state is kept.
@MainActor
enum AppearanceHooks {
  static func run(below node: ViewNode, appearing: Bool) {
    for child in node.children where !child.isRemoved {
      DeepStack.nest { run(below: child, appearing: appearing) }
    }
    guard let modifier = node.primitiveModifier,
      modifier is _AppearanceActionModifier || modifier is _TaskModifier
    else { return }
    if appearing { modifier.didInsert(node: node) } else { modifier.willRemove(node: node) }
  }
}
