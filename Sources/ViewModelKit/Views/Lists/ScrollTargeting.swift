import Foundation

/// Finds scroll views, their geometry and the rows in them, and moves their content offset; the
/// common ground of ``ScrollViewProxy`` and the host's scrolling.
@MainActor
enum ScrollTargeting {
  /// The scroll views in a subtree, outermost first (pre-order).
  static func scrollViews(in node: ViewNode) -> [ViewNode] {
    node.liveSubtree().filter { $0.view is any ScrollViewProtocol }
  }

  /// The viewport node of a scroll view.
  static func viewport(of scrollView: ViewNode) -> ViewNode? {
    var node: ViewNode? = scrollView
    while let current = node {
      if current.view is any ScrollViewportView { return current }
      node = current.children.first { !$0.isRemoved }
    }
    return nil
  }

  /// The storage of a scroll view's content offset.
  static func offsetSlot(of scrollView: ViewNode) -> StateSlot<CGPoint>? {
    scrollView.storage.values.lazy.compactMap { $0 as? StateSlot<CGPoint> }.first
  }

  /// The geometry of a scroll view at its last layout.
  struct Geometry {
    var axes: Axis.Set
    var viewport: CGRect
    var contentSize: CGSize
    var offset: CGPoint

    /// The largest offset on each axis: the content's end at the viewport's end.
    var maximum: CGPoint {
      CGPoint(
        x: axes.contains(.horizontal) ? max(0, contentSize.width - viewport.width) : 0,
        y: axes.contains(.vertical) ? max(0, contentSize.height - viewport.height) : 0
      )
    }

    /// `offset` within `0...maximum` on each axis.
    func clamped(_ offset: CGPoint) -> CGPoint {
      let maximum = maximum
      return CGPoint(x: min(max(offset.x, 0), maximum.x), y: min(max(offset.y, 0), maximum.y))
    }

    /// The offset that shows `frame` (layout coordinates): aligned by `anchor` (the same unit
    /// point of the view and of the viewport coincide), or with `nil` the least scroll that
    /// shows it whole; clamped.
    func offset(showing frame: CGRect, anchor: UnitPoint?) -> CGPoint {
      let x = Self.axisOffset(
        start: frame.minX - viewport.minX,
        length: frame.width,
        viewport: viewport.width,
        current: offset.x,
        anchor: anchor?.x
      )
      let y = Self.axisOffset(
        start: frame.minY - viewport.minY,
        length: frame.height,
        viewport: viewport.height,
        current: offset.y,
        anchor: anchor?.y
      )
      return clamped(
        CGPoint(
          x: axes.contains(.horizontal) ? x : offset.x,
          y: axes.contains(.vertical) ? y : offset.y
        )
      )
    }

    private static func axisOffset(
      start: CGFloat,
      length: CGFloat,
      viewport: CGFloat,
      current: CGFloat,
      anchor: CGFloat?
    ) -> CGFloat {
      if let anchor {
        return start + anchor * (length - viewport)
      }
      if start < current { return start }
      if start + length > current + viewport { return start + length - viewport }
      return current
    }
  }

  /// The geometry of a scroll view, once it was laid out.
  static func geometry(of scrollView: ViewNode) -> Geometry? {
    guard let viewportNode = viewport(of: scrollView),
      let viewport = viewportNode.view as? any ScrollViewportView,
      let frame = viewportNode.layoutBox?.frame
    else { return nil }
    let content = viewportNode.children.first { !$0.isRemoved }?.layoutBox?.frame?.size ?? .zero
    return Geometry(
      axes: viewport.axes,
      viewport: frame,
      contentSize: content,
      offset: viewport.offset
    )
  }

  /// The frame (layout coordinates, content not offset) of the view with `id` in a scroll
  /// view: a view that has a node (a `ForEach` row, an `.id(_:)`), else a row of a lazy
  /// container that has none yet, where its data puts it.
  static func frame(of id: AnyHashable, in scrollView: ViewNode) -> CGRect? {
    var lazySources: [ViewNode] = []
    var found: CGRect?
    scrollView.walkLiveSubtree { node in
      guard found == nil else { return false }
      if node.key == .id(id), let frame = node.boxesFrame ?? node.layoutBox?.frame {
        found = frame
        return false
      }
      if node.modifierState is LazyRowsState { lazySources.append(node) }
      return true
    }
    if let found { return found }
    for source in lazySources {
      guard let rows = source.modifierState as? LazyRowsState,
        let offset = (source.view as? any IdentifiedRows)?.offset(of: id),
        let container = source.parent,
        let lazy = container.view as? any LazyContainerView,
        let frame = container.layoutBox?.frame
      else { continue }
      let row = offset / max(rows.elementsPerRow, 1)
      let start = rows.offset(of: row)
      let length = rows.length(of: row)
      return lazy.lazyAxis == .vertical
        ? CGRect(x: frame.minX, y: frame.minY + start, width: frame.width, height: length)
        : CGRect(x: frame.minX + start, y: frame.minY, width: length, height: frame.height)
    }
    return nil
  }

  /// Sets a scroll view's content offset, clamped, in `transaction` (the current one when
  /// `nil`).
  static func scroll(_ scrollView: ViewNode, to offset: CGPoint, transaction: Transaction?) {
    guard let slot = offsetSlot(of: scrollView) else { return }
    let clamped = geometry(of: scrollView)?.clamped(offset) ?? offset
    slot.write(clamped, transaction: transaction)
  }
}
