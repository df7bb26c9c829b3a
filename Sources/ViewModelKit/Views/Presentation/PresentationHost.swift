/// Shows a presented layer and keeps it in step with what is requested, after each update.
///
/// Presenting while another presentation is up (one not containing this presenter) gets
/// SwiftUI's warning, and waits until that one is dismissed.
struct _PresentationHost: ViewModifier, PrimitiveModifier, LayoutModifier {
  typealias Body = Never
  let kind: PresentationKind
  let shownID: AnyHashable?
  let requestedID: AnyHashable?
  let content: AnyView?
  let target: PresentationDismissTarget
  let setShown: (Bool) -> Void
  let onDismiss: (() -> Void)?

  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? {
    let presented = PresentedLayer(id: shownID, kind: kind, content: content, target: target)
    return (presented, .center, false)
  }

  var layoutKind: LayoutKind { .presentation(kind.placement) }

  /// When a full-screen cover goes away, the presenter's content is placed at once, not
  /// animated from where it had no frame.
  func transform(transaction: inout Transaction, node: ViewNode) {
    guard kind == .fullScreenCover, let state = node.modifierState as? PresentationState else {
      return
    }
    let isUncovering = state.shownID != nil && shownID == nil
    if isUncovering || state.dismissedInPass == node.graph.passNumber {
      transaction.animation = nil
    }
  }

  func didInsert(node: ViewNode) {
    node.modifierState = PresentationState()
    sync(node: node)
  }

  func didUpdate(node: ViewNode) { sync(node: node) }

  func sync(node: ViewNode) {
    guard let state = node.modifierState as? PresentationState else { return }
    let wasShown = state.shownID != nil
    state.shownID = shownID
    if shownID != nil { state.isPresenting = false }
    if wasShown, shownID == nil {
      state.dismissedInPass = node.graph.passNumber
      onDismiss?()
      Self.presentWaiting(in: node.graph, except: node)
    }
    guard shownID != requestedID else { return }
    // The layer comes and goes in the transaction of the update that asked for it.
    let transaction = node.transaction
    if shownID != nil {
      withTransaction(transaction) { setShown(false) }  // Dismiss first; a new item follows.
      return
    }
    if let blocker = Self.shownLayer(in: node.graph, blocking: node) {
      if !state.isWaiting {
        state.isWaiting = true
        Diagnostics.warn(
          "Currently, only presenting a single sheet is supported. The next sheet will be "
            + "presented when the currently presented sheet gets dismissed. (A \(kind.rawValue) "
            + "was requested while a \(blocker.kind.rawValue) is presented.)"
        )
      }
      return
    }
    state.isWaiting = false
    state.isPresenting = true
    withTransaction(transaction) { setShown(true) }
  }

  /// A presenter, shown or about to show, whose layer this presenter is not inside of.
  static func shownLayer(in graph: ViewGraph, blocking node: ViewNode) -> _PresentationHost? {
    for candidate in graph.liveNodes() where candidate !== node {
      guard let host = candidate.primitiveModifier as? _PresentationHost,
        let state = candidate.modifierState as? PresentationState,
        state.shownID != nil || state.isPresenting
      else { continue }
      let layer = candidate.children.first { $0.key == .layer }
      if let layer, node.isDescendant(of: layer) { continue }
      return host
    }
    return nil
  }

  /// Gives presenters that were waiting their turn.
  static func presentWaiting(in graph: ViewGraph, except node: ViewNode) {
    for candidate in graph.liveNodes() where candidate !== node {
      guard let host = candidate.primitiveModifier as? _PresentationHost,
        let state = candidate.modifierState as? PresentationState, state.isWaiting
      else { continue }
      host.sync(node: candidate)
    }
  }
}

/// What a presenter showed after the last update.
final class PresentationState {
  var shownID: AnyHashable?
  var isWaiting = false
  /// Whether it asked to show its layer, which the next update shows.
  var isPresenting = false
  /// The pass that last removed the shown layer.
  var dismissedInPass = 0
}
