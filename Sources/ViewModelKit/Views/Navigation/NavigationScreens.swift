/// The screens of a ``NavigationStack``, root first: laid out so that only the top one has a
/// frame (covered screens stay in the graph with their state, and are neither drawn nor tapped).
struct NavigationScreens: View, PrimitiveView, StackLayoutConvertible {
  typealias Body = Never

  struct Screen {
    let key: ChildKey
    let view: AnyView
  }

  let screens: [Screen]
  let model: NavigationModel
  /// The labels of the screens' back buttons (`nil` for the root).
  let backLabels: [String?]

  func children() -> [(key: ChildKey, view: any View)] {
    screens.enumerated()
      .map { index, screen in
        let modifier = _NavigationScreenModifier(
          index: index,
          isCovered: index < screens.count - 1,
          target: model.dismissTarget(at: index),
          model: model,
          backLabel: index < backLabels.count ? backLabels[index] : nil
        )
        // Each screen fills the stack, so a transition moves the whole screen.
        let view = screen.view.frame(maxWidth: .infinity, maxHeight: .infinity).modifier(modifier)
        // A pushed screen slides in from the trailing edge when the push is animated.
        return (screen.key, index == 0 ? AnyView(view) : AnyView(view.transition(Self.push)))
      }
  }

  var layoutKind: LayoutKind { .screens(visibleFrom: screens.count - 1, hasBars: true) }

  /// How a pushed screen comes and goes in an animated transaction.
  static let push = AnyTransition.move(edge: .trailing)
}

/// One screen of a stack: gives it the stack's environment (its `dismiss` pops it), runs its
/// appearance actions when it is covered and shown again, and draws the back button of a pushed
/// screen in its bar.
public struct _NavigationScreenModifier: ViewModifier, PrimitiveModifier, LayoutModifier {
  public typealias Body = Never
  let index: Int
  let isCovered: Bool
  let target: ScreenDismissTarget
  let model: NavigationModel
  /// The back button's label, `nil` for the root.
  let backLabel: String?

  var environmentSignature: Any? { [index, ObjectIdentifier(model).hashValue] }

  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? {
    backLabel.map { (NavigationBarBackButton(label: $0, target: target), .center, false) }
  }

  var layoutKind: LayoutKind { .presentation(.navigationBars) }

  func transform(environment: inout EnvironmentValues) {
    environment._navigationModel = model
    environment._navigationScreenIndex = index
    if index > 0 {
      environment.dismiss = DismissAction(target: target)
      environment.isPresented = true
    }
  }

  /// A screen shown again is placed at once, not animated from where it had no frame: in the
  /// pass that uncovers it, its subtree's transaction has no animation (the leaving screen
  /// still slides away over it).
  func transform(transaction: inout Transaction, node: ViewNode) {
    guard let state = node.modifierState as? ScreenCoverState, !isCovered else { return }
    if state.isCovered || state.uncoveredInPass == node.graph.passNumber {
      transaction.animation = nil
    }
  }

  func didInsert(node: ViewNode) {
    node.modifierState = ScreenCoverState(isCovered: isCovered)
    model.register(screen: node, at: index)
    warnIfUnresolved(node: node)
  }

  func didUpdate(node: ViewNode) {
    warnIfUnresolved(node: node)
    guard let state = node.modifierState as? ScreenCoverState, state.isCovered != isCovered
    else { return }
    state.isCovered = isCovered
    if isCovered {
      // The screen that shows appears first; the covered one disappears after it.
      node.graph.enqueueAfterPass { [weak node] in
        guard let node, !node.isRemoved else { return }
        ScreenAppearance.disappear(below: node)
      }
    } else {
      state.uncoveredInPass = node.graph.passNumber
      ScreenAppearance.appear(below: node)
    }
  }

  /// Warns once per type about a path value no destination takes.
  private func warnIfUnresolved(node: ViewNode) {
    let names = model.stillUnresolved().filter { !model.warnedUnresolved.contains($0) }
    guard !names.isEmpty, !isCovered else { return }
    for name in names {
      model.warnedUnresolved.insert(name)
      Diagnostics.warn(
        "A navigation path holds a value of type “\(name)” but there is no matching "
          + "navigationDestination declaration in the stack; its screen is empty."
      )
    }
  }
}

/// Whether a screen was covered after the last update.
final class ScreenCoverState {
  var isCovered: Bool
  /// The pass that last showed the screen again.
  var uncoveredInPass = 0

  init(isCovered: Bool) {
    self.isCovered = isCovered
  }
}
