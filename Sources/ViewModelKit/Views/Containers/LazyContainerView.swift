import Foundation

/// A lazy stack or grid, seen without its content type: what its `ForEach` needs to realize a
/// window of rows, and how it lays out.
@MainActor
protocol LazyContainerView: NodeLayoutConvertible {
  /// The axis the rows follow.
  var lazyAxis: Axis { get }
  /// How the realized rows are laid out (as if they were all the rows).
  var contentKind: LayoutKind { get }
  /// The gap between rows until two rows were measured.
  var rowGap: CGFloat { get }
  /// How many elements make one row when the container has `size`.
  func elementsPerRow(in size: CGSize) -> Int
  /// Whether the content is one `ForEach`, whose rows are realized on demand (other content
  /// is built at once).
  var realizesLazily: Bool { get }
}

extension LazyContainerView {
  func elementsPerRow(in size: CGSize) -> Int { 1 }

  func layoutKind(of node: ViewNode) -> LayoutKind {
    guard let rows = node.lazyRows else { return contentKind }
    return .lazyWindow(contentKind, axis: lazyAxis, before: rows.before, after: rows.after)
  }
}

extension ViewNode {
  /// The realization window of the `ForEach` this lazy container holds, if it holds one.
  var lazyRows: LazyRowsState? {
    for child in children where !child.isRemoved {
      if let rows = child.modifierState as? LazyRowsState { return rows }
    }
    return nil
  }
}

extension LazyVStack: LazyContainerView {
  var realizesLazily: Bool { content is any ListRowSource }
  var lazyAxis: Axis { .vertical }
  var contentKind: LayoutKind { .lazyVStack(alignment: alignment, spacing: spacing) }
  var rowGap: CGFloat { spacing ?? 8 }
}

extension LazyHStack: LazyContainerView {
  var realizesLazily: Bool { content is any ListRowSource }
  var lazyAxis: Axis { .horizontal }
  var contentKind: LayoutKind { .lazyHStack(alignment: alignment, spacing: spacing) }
  var rowGap: CGFloat { spacing ?? 8 }
}

extension LazyVGrid: LazyContainerView {
  var realizesLazily: Bool { content is any ListRowSource }
  var lazyAxis: Axis { .vertical }
  var contentKind: LayoutKind {
    .lazyGrid(
      axis: .vertical,
      items: columns,
      alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing
    )
  }
  var rowGap: CGFloat { spacing ?? 8 }

  func elementsPerRow(in size: CGSize) -> Int {
    max(1, LayoutEngine.tracks(of: columns, in: size.width).count)
  }
}

extension LazyHGrid: LazyContainerView {
  var realizesLazily: Bool { content is any ListRowSource }
  var lazyAxis: Axis { .horizontal }
  var contentKind: LayoutKind {
    .lazyGrid(
      axis: .horizontal,
      items: rows,
      alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing
    )
  }
  var rowGap: CGFloat { spacing ?? 8 }

  func elementsPerRow(in size: CGSize) -> Int {
    max(1, LayoutEngine.tracks(of: rows, in: size.height).count)
  }
}
