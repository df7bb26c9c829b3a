package import Foundation

/// The geometry of one layout pass: every placed node's frame in screen coordinates.
///
/// ```swift
/// let result = layout(tree, in: CGSize(width: 390, height: 844))
/// result.frames[2]     // the frame of node 2
/// result.textLines[1]  // the lines text node 1 broke into
/// ```
package struct LayoutResult: Hashable, Sendable {
  /// The frame of every placed node, keyed by node id; `empty` nodes have none.
  package var frames: [Int: CGRect]
  /// The lines each text node broke into, keyed by node id, for snapshots.
  package var textLines: [Int: [String]]

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - frames: The frame of every placed node, keyed by node id.
  ///   - textLines: The lines each text node broke into, keyed by node id.
  package init(frames: [Int: CGRect] = [:], textLines: [Int: [String]] = [:]) {
    self.frames = frames
    self.textLines = textLines
  }
}
