/// A full swipe of a list row, as a person drags the row across the screen.
extension ViewHost {
  /// Swipes the row that shows `label` all the way from `edge`, as a person drags it across the
  /// screen, then flushes: the row's first swipe action on that edge runs (when its
  /// `swipeActions` allows a full swipe, SwiftUI's default), and the row closes.
  ///
  /// ```swift
  /// try host.fullSwipe("Buy milk")   // runs the first trailing action, say "Delete"
  /// ```
  ///
  /// - Parameters:
  ///   - label: A text, accessibility label or identifier shown in the row.
  ///   - edge: The edge swiped from.
  /// - Throws: ``ViewHostError`` when no row shows `label`, it has no actions on `edge`, or they
  ///   say `allowsFullSwipe: false`.
  public func fullSwipe(_ label: String, edge: HorizontalEdge = .trailing) throws {
    guard let (node, slot, actions) = try swipeActions(of: label, edge: edge),
      actions.allowsFullSwipe
    else { throw ViewHostError.unavailable(action: "full swipe", label: label, view: "row") }
    // The actions are the buttons that the reveal adds to the row.
    let before = Set(Self.buttons(under: node).map(ObjectIdentifier.init))
    interact { slot.write(SwipeReveal(edge: edge), transaction: nil) }
    guard
      let first = Self.buttons(under: node)
        .first(where: {
          !before.contains(ObjectIdentifier($0))
        }),
      let control = first.view as? any TappableControl
    else { throw ViewHostError.unavailable(action: "full swipe", label: label, view: "row") }
    interact {
      control.performTap(in: first.environment)
      slot.write(SwipeReveal(), transaction: nil)
    }
  }

  /// The buttons under a node, in tree order.
  private static func buttons(under node: ViewNode) -> [ViewNode] {
    node.liveSubtree().filter { $0.view is any ButtonView && $0.view is any TappableControl }
  }
}
