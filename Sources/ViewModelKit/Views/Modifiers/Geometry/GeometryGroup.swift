import Foundation

/// Isolates the geometry of the content from its parent's: `geometryGroup()` (recorded).
public struct _GeometryGroupEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
}

extension View {
  /// Makes the content's geometry one group: its children see their frames as one value
  /// resolved from this view's, so a child inserted while the group animates starts inside it.
  ///
  /// ```swift
  /// VStack { Text(title); Text(subtitle) }
  ///   .geometryGroup()
  ///   .frame(width: isWide ? 300 : 150)
  /// ```
  ///
  /// Recorded: snapshots list `geometryGroup` on every view below. Headlessly every view's frame
  /// animates with the transaction that reached it, so the frames drawn are the ones layout
  /// gives each child at each instant's target; the group changes nothing drawn.
  ///
  /// - Returns: The view, its geometry grouped.
  public func geometryGroup() -> some View {
    modifier(_GeometryGroupEffect())
  }
}

extension _GeometryGroupEffect: StaticRenderEffect, SnapshotDescribable {
  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.geometryGroup)
  }

  var snapshotLine: String { ".geometryGroup" }
}
