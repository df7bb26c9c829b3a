/// How a push or a pop animates when the change that made it says nothing about animation.
enum NavigationPushAnimation {
  /// The animation of a push or pop made outside `withAnimation`: a device always animates them
  /// with UIKit's navigation transition, whose curve SwiftUI does not expose; this runtime takes
  /// 0.35 seconds, ease in and out (a documented choice, not a measured one).
  static let standard = Animation.easeInOut(duration: 0.35)
}

/// Gives a change of a stack's depth the standard push animation when its transaction has none.
///
/// A device animates every push and pop; `disablesAnimations` (set with `withTransaction`)
/// keeps it unanimated. An animation in the transaction (`withAnimation`) is used as it is.
struct _NavigationPushAnimation: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let depth: Int

  func didInsert(node: ViewNode) {
    node.modifierState = PushAnimationState(depth: depth)
  }

  func transform(transaction: inout Transaction, node: ViewNode) {
    guard let state = node.modifierState as? PushAnimationState else { return }
    let pass = node.graph.passNumber
    if state.depth != depth {
      state.depth = depth
      state.changedInPass = pass
    }
    guard state.changedInPass == pass, transaction.animation == nil,
      !transaction.disablesAnimations
    else { return }
    transaction.animation = NavigationPushAnimation.standard
  }
}

/// The depth a stack showed, and the pass that last changed it.
final class PushAnimationState {
  var depth: Int
  var changedInPass = -1

  init(depth: Int) {
    self.depth = depth
  }
}
