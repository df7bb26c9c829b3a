import Foundation

/// Isolates the geometry of the content from its parent's: `geometryGroup()`.
public struct _GeometryGroupEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never

  func didInsert(node: ViewNode) {
    node.graph.usesGeometryGroups = true
  }
}

extension View {
  /// Isolates the geometry (position and size) of this view from its parent: the frames of the
  /// views inside are resolved relative to this view's, which animates as one value.
  ///
  /// ```swift
  /// VStack {
  ///   Text(title)
  ///   if showsSubtitle { Text(subtitle) }
  /// }
  /// .geometryGroup()
  /// .frame(width: isWide ? 300 : 150)
  /// ```
  ///
  /// Headlessly, a view's frame animates by itself, from where it was drawn to where layout puts
  /// it. Below a group, each view's frame is kept relative to the group's instead: the group's
  /// frame animates with the transaction that reached it, and the views inside are drawn at the
  /// group's presented origin plus their own (animated) position in the group. A view inserted
  /// while the group moves therefore appears at its place in the moving group, and views whose
  /// place in the group does not change move with it, without animations of their own.
  /// Snapshots list `geometryGroup` on every view below. Taps use the layout's frames, as
  /// everywhere. A `matchedGeometryEffect` inside a group is not supported: its flight is laid
  /// out in screen coordinates.
  ///
  /// - Returns: The view, its geometry grouped.
  public func geometryGroup() -> some View {
    modifier(_GeometryGroupEffect())
  }
}

extension _GeometryGroupEffect: StaticRenderEffect, SnapshotDescribable {
  /// Places the views below (whose frames are relative to the group's) at the group's
  /// presented origin.
  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.geometryGroup)
    let origin = CGSize(width: frame.minX, height: frame.minY)
    context.transform = context.transform.concatenating(.translation(origin))
  }

  var snapshotLine: String { ".geometryGroup" }
}
