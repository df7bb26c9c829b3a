package import Foundation

/// Lays out `root` in a screen of `size`: the graph's entry point to the layout engine.
///
/// The root is proposed the screen size and centred in it; the result holds every node's frame
/// in screen coordinates and the lines of every text. See ``LayoutEngine``.
///
/// ```swift
/// let tree = LayoutNode(id: 0, kind: .text("Hello", lineLimit: nil))
/// layout(tree, in: CGSize(width: 390, height: 844)).frames[0]
/// // (175.0, 412.0, 40.0, 20.0)
/// ```
///
/// - Parameters:
///   - root: The tree to lay out.
///   - screen: The screen size.
/// - Returns: The frames and text lines.
package func layout(_ root: LayoutNode, in screen: CGSize) -> LayoutResult {
  var engine = LayoutEngine()
  return engine.layout(root, in: screen)
}
