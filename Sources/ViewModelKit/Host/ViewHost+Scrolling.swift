public import Foundation

/// Scrolling, as a person drags a scroll view's content.
extension ViewHost {
  /// Scrolls a scroll view by `distance` points along its scroll axis (vertical when it scrolls
  /// both ways), then flushes; a positive distance moves the content up (or left) to show what
  /// comes after.
  ///
  /// The offset is clamped to the content, as a scroll view comes to rest (no bounce). Rows of
  /// lazy containers that come into view are built (their `onAppear` runs) and those that leave
  /// are removed. Inside `withAnimation` the offset animates.
  ///
  /// ```swift
  /// try host.scroll(by: 844)            // the only scroll view, one screen down
  /// try host.scroll("Photos", by: 200)  // the scroll view that shows "Photos"
  /// ```
  ///
  /// - Parameters:
  ///   - target: A text, accessibility label or identifier shown in the scroll view; `nil` for
  ///     the only (or outermost) scroll view.
  ///   - distance: The distance in points.
  /// - Throws: ``ViewHostError`` when no scroll view (or several) match.
  public func scroll(_ target: String? = nil, by distance: CGFloat) throws {
    let scrollView = try findScrollView(target)
    guard let geometry = ScrollTargeting.geometry(of: scrollView) else { return }
    let vertical = geometry.axes.contains(.vertical)
    try scroll(
      target,
      by: CGSize(width: vertical ? 0 : distance, height: vertical ? distance : 0)
    )
  }

  /// Scrolls a scroll view by `offset` (on its scroll axes), clamped to the content, then
  /// flushes.
  ///
  /// ```swift
  /// try host.scroll(by: CGSize(width: 120, height: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - target: A text, accessibility label or identifier shown in the scroll view; `nil` for
  ///     the only (or outermost) scroll view.
  ///   - offset: The distances in points.
  /// - Throws: ``ViewHostError`` when no scroll view (or several) match, or it has
  ///   `scrollDisabled(true)`.
  public func scroll(_ target: String? = nil, by offset: CGSize) throws {
    let scrollView = try findScrollView(target)
    guard scrollView.environment.isScrollEnabled else {
      throw ViewHostError.disabled(action: "scroll", label: target ?? "", view: "ScrollView")
    }
    guard let geometry = ScrollTargeting.geometry(of: scrollView) else { return }
    let new = CGPoint(x: geometry.offset.x + offset.width, y: geometry.offset.y + offset.height)
    interact {
      if scrollView.environment.scrollDismissesKeyboardMode.dismisses(scrollingBy: offset) {
        resignFocus()
      }
      ScrollTargeting.scroll(scrollView, to: new, transaction: nil)
    }
  }

  /// Scrolls to the view with `id` (a `ForEach` element's id or an `.id(_:)` value), as
  /// ``ScrollViewProxy/scrollTo(_:anchor:)`` does, then flushes.
  ///
  /// ```swift
  /// try host.scroll(to: 40, anchor: .top)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identity of the view; a row of a lazy container need not have a view yet.
  ///   - anchor: The point of the view to align with the same point of the scroll view, or
  ///     `nil` for the least scroll that shows it whole.
  ///   - target: The scroll view, as for `scroll(_:by:)`.
  /// - Throws: ``ViewHostError/noMatch(control:label:candidates:)`` when no view has the id.
  public func scroll<ID: Hashable>(
    to id: ID,
    anchor: UnitPoint? = .top,
    in target: String? = nil
  ) throws {
    let scrollView = try findScrollView(target)
    guard let frame = ScrollTargeting.frame(of: AnyHashable(id), in: scrollView),
      let geometry = ScrollTargeting.geometry(of: scrollView)
    else {
      throw ViewHostError.noMatch(control: "row of the scroll view", label: "\(id)", candidates: [])
    }
    let offset = geometry.offset(showing: frame, anchor: anchor)
    interact { ScrollTargeting.scroll(scrollView, to: offset, transaction: nil) }
  }

  /// The content offset of a scroll view: how far its content is scrolled.
  ///
  /// ```swift
  /// #expect(try host.contentOffset() == CGPoint(x: 0, y: 844))
  /// ```
  ///
  /// - Parameter target: The scroll view, as for `scroll(_:by:)`.
  /// - Returns: The offset.
  /// - Throws: ``ViewHostError`` when no scroll view (or several) match.
  public func contentOffset(_ target: String? = nil) throws -> CGPoint {
    let scrollView = try findScrollView(target)
    return ScrollTargeting.geometry(of: scrollView)?.offset ?? .zero
  }

  /// The scroll view that shows `target`, innermost first; the outermost one for `nil`.
  func findScrollView(_ target: String?) throws -> ViewNode {
    guard let root = graph.root else {
      throw ViewHostError.noMatch(control: "scroll view", label: target ?? "", candidates: [])
    }
    let scrollViews = ScrollTargeting.scrollViews(in: try queryScope() ?? root)
    guard let target else {
      guard let first = scrollViews.first else {
        throw ViewHostError.noMatch(control: "scroll view", label: "", candidates: [])
      }
      return first
    }
    return try findTarget("scroll view", action: "scroll", label: target) {
      $0.view is any ScrollViewProtocol
    }
  }
}
