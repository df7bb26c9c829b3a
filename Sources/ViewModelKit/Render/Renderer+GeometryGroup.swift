import Foundation

/// Geometry groups (`geometryGroup()`) on the ordinary frame animations: the items below a
/// group keep their frames relative to the group's, so that they move with the group's
/// animated frame as one, and snapshots place them from the group's presented origin.
extension Renderer {
  /// The frame a node's item takes: its layout frame, or, below a geometry group, its layout
  /// frame relative to the nearest group's.
  ///
  /// A graph in which no view ever used `geometryGroup()` pays one flag check.
  func itemFrame(of node: ViewNode) -> CGRect {
    guard node.graph.usesGeometryGroups else { return node.layoutFrame }
    var ancestor = node.parent
    while let current = ancestor {
      if current.primitiveModifier is _GeometryGroupEffect {
        let origin = current.layoutFrame.origin
        return node.layoutFrame.offsetBy(dx: -origin.x, dy: -origin.y)
      }
      ancestor = current.parent
    }
    return node.layoutFrame
  }
}

extension RenderItem {
  /// Whether this is a geometry group whose frame animates, moving every view below it.
  var isMovingGroup: Bool {
    frame.isAnimating && effect?.modifier is _GeometryGroupEffect
  }
}
