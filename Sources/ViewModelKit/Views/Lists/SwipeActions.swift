/// Whether a row's swipe actions are revealed, and on which edge.
struct SwipeReveal: Equatable {
  var edge: HorizontalEdge?
}

/// Adds swipe actions to a list row: `swipeActions(edge:allowsFullSwipe:content:)`.
///
/// The row's content takes the row's width (leading-aligned), and the actions show at its edge
/// (an overlay, in order) once the row is swiped, which a
/// ``ViewHost`` does with ``ViewHost/swipe(_:edge:)``; a host tap on an action runs it. A full
/// swipe (``ViewHost/fullSwipe(_:edge:)``) runs the first action when `allowsFullSwipe`. The
/// actions of both edges are separate; several `swipeActions` on one edge accumulate as in
/// SwiftUI only when they are on the same view.
public struct _SwipeActionsModifier<Actions: View>: ViewModifier {
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: Actions
  @State private var reveal = SwipeReveal()

  public func body(content: Content) -> some View {
    content.frame(maxWidth: .infinity, alignment: .leading)
      .overlay(alignment: edge == .trailing ? .trailing : .leading) {
        if reveal.edge == edge {
          HStack(spacing: 0) { actions }
        }
      }
  }
}

extension View {
  /// Adds actions revealed by swiping this list row.
  ///
  /// ```swift
  /// Text(mail.subject)
  ///   .swipeActions {
  ///     Button("Archive") { archive(mail) }
  ///     Button("Delete", role: .destructive) { delete(mail) }
  ///   }
  /// ```
  ///
  /// Adding swipe actions removes the Delete action that `onDelete` offers (as in SwiftUI).
  ///
  /// - Parameters:
  ///   - edge: The edge the row is swiped from.
  ///   - allowsFullSwipe: Whether a full swipe runs the first action.
  ///   - content: The actions (buttons).
  /// - Returns: The row, with the actions.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing,
    allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> ModifiedContent<Self, _SwipeActionsModifier<T>> {
    modifier(
      _SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content())
    )
  }
}

/// Swipe actions, seen without their types, for the host.
@MainActor
protocol SwipeActionsEdge {
  var swipeEdge: HorizontalEdge { get }
  /// Whether a full swipe runs the first action.
  var allowsFullSwipe: Bool { get }
}

extension _SwipeActionsModifier: SwipeActionsEdge {
  var swipeEdge: HorizontalEdge { edge }
}
