extension ViewNode {
  /// Whether the subtree rooted here leaves with no transition to run: the first
  /// `transition(_:)` on its chain of single children removes with no effect (`.identity`, or
  /// an asymmetric transition whose removal is `.identity`).
  ///
  /// SwiftUI removes such a view at once, so its disappear actions run before the appear
  /// actions of the views inserted in the same update. A view with any other transition, or with
  /// none (the default is `.opacity`), leaves after them, animated or not.
  var leavesWithoutTransition: Bool {
    var current: ViewNode? = self
    while let candidate = current {
      if let modifier = candidate.primitiveModifier as? _TransitionModifier {
        return modifier.transition.storage.removesWithoutEffect
      }
      let live = candidate.children.filter { !$0.isRemoved }
      current = live.count == 1 ? live[0] : nil
    }
    return false
  }
}

extension AnyTransition.Storage {
  /// Whether removing a view with this transition changes nothing on the way out.
  var removesWithoutEffect: Bool {
    switch self {
    case .identity: true
    case .asymmetric(_, let removal): removal.removesWithoutEffect
    case .combined(let first, let second):
      first.removesWithoutEffect && second.removesWithoutEffect
    case .animation(let transition, _): transition.removesWithoutEffect
    default: false
    }
  }
}
