public import Foundation

/// The host's list and scroll interactions, limited to the query's view: its rows are the rows
/// of the `ForEach`es inside it, its scroll views those inside it.
extension ViewHost.Query {
  /// Deletes the row that shows `label` inside the query's view, as ``ViewHost/delete(row:)``
  /// does.
  ///
  /// ```swift
  /// try host.find(ShoppingList.self, at: 1).delete(row: "Milk")
  /// ```
  ///
  /// - Parameter label: A text, accessibility label or identifier shown in the row.
  /// - Throws: ``ViewHostError`` when the query's view or the row cannot be found, or the rows
  ///   offer no delete.
  public func delete(row label: String) throws {
    try perform { try host.delete(row: label) }
  }

  /// Moves the row that shows `label` inside the query's view before the row at `destination`,
  /// as ``ViewHost/move(from:to:)`` does.
  ///
  /// - Parameters:
  ///   - label: A text, accessibility label or identifier shown in the row.
  ///   - destination: The offset to insert the row before.
  /// - Throws: ``ViewHostError`` when the query's view or the row cannot be found, or the rows
  ///   offer no move.
  public func move(from label: String, to destination: Int) throws {
    try perform { try host.move(from: label, to: destination) }
  }

  /// Swipes the row that shows `label` inside the query's view, as
  /// ``ViewHost/swipe(_:edge:)`` does.
  ///
  /// - Parameters:
  ///   - label: A text, accessibility label or identifier shown in the row.
  ///   - edge: The edge swiped from.
  /// - Throws: ``ViewHostError`` when the query's view or the row cannot be found, or it has no
  ///   actions on `edge`.
  public func swipe(_ label: String, edge: HorizontalEdge = .trailing) throws {
    try perform { try host.swipe(label, edge: edge) }
  }

  /// Swipes the row that shows `label` inside the query's view all the way, as
  /// ``ViewHost/fullSwipe(_:edge:)`` does.
  ///
  /// - Parameters:
  ///   - label: A text, accessibility label or identifier shown in the row.
  ///   - edge: The edge swiped from.
  /// - Throws: ``ViewHostError`` when the query's view or the row cannot be found, or it allows
  ///   no full swipe.
  public func fullSwipe(_ label: String, edge: HorizontalEdge = .trailing) throws {
    try perform { try host.fullSwipe(label, edge: edge) }
  }

  /// Pulls the list or scroll view inside the query's view to refresh, as
  /// ``ViewHost/refresh(_:)`` does.
  ///
  /// ```swift
  /// try await host.find(InboxColumn.self, at: 0).refresh()
  /// ```
  ///
  /// - Parameter target: A text shown in the scroll view, or `nil` for the first one inside the
  ///   query's view.
  /// - Throws: ``ViewHostError`` when the query's view or the scroll view cannot be found, or it
  ///   is not refreshable.
  public func refresh(_ target: String? = nil) async throws {
    try await performAsync { try await host.refresh(target) }
  }

  /// Scrolls a scroll view inside the query's view by `distance` points, as
  /// the host's `scroll(_:by:)` does.
  ///
  /// - Parameters:
  ///   - target: A text shown in the scroll view, or `nil` for the first one inside the query's
  ///     view.
  ///   - distance: The distance in points.
  /// - Throws: ``ViewHostError`` when the query's view or the scroll view cannot be found.
  public func scroll(_ target: String? = nil, by distance: CGFloat) throws {
    try perform { try host.scroll(target, by: distance) }
  }

  /// Scrolls a scroll view inside the query's view by `offset`, as
  /// the host's `scroll(_:by:)` does.
  ///
  /// - Parameters:
  ///   - target: A text shown in the scroll view, or `nil` for the first one inside the query's
  ///     view.
  ///   - offset: The distances in points.
  /// - Throws: ``ViewHostError`` when the query's view or the scroll view cannot be found.
  public func scroll(_ target: String? = nil, by offset: CGSize) throws {
    try perform { try host.scroll(target, by: offset) }
  }

  /// Scrolls a scroll view inside the query's view to the view with `id`, as
  /// ``ViewHost/scroll(to:anchor:in:)`` does.
  ///
  /// - Parameters:
  ///   - id: The identity of the view.
  ///   - anchor: The point of the view to align with the same point of the scroll view.
  ///   - target: The scroll view, as for `scroll(_:by:)`.
  /// - Throws: ``ViewHostError`` when the query's view, the scroll view or the id cannot be
  ///   found.
  public func scroll<ID: Hashable>(
    to id: ID,
    anchor: UnitPoint? = .top,
    in target: String? = nil
  ) throws {
    try perform { try host.scroll(to: id, anchor: anchor, in: target) }
  }

  /// The content offset of a scroll view inside the query's view, as
  /// ``ViewHost/contentOffset(_:)`` reads it.
  ///
  /// - Parameter target: The scroll view, as for `scroll(_:by:)`.
  /// - Returns: The offset.
  /// - Throws: ``ViewHostError`` when the query's view or the scroll view cannot be found.
  public func contentOffset(_ target: String? = nil) throws -> CGPoint {
    try perform { try host.contentOffset(target) }
  }
}
