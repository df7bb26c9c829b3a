package import Foundation

/// One node of the tree the layout engine measures and places.
///
/// The graph builds this plain value tree from its nodes; `id` carries the graph's identity so
/// that the frames in a ``LayoutResult`` can be mapped back. Ids must be unique within a tree:
/// the engine caches measurements and records frames by id.
///
/// Preconditions on `children`, by kind:
/// - `frame`, `flexibleFrame`, `padding`, `passthrough` and the other one-view modifiers
///   (`layoutPriority`, `fixedSize`, `aspectRatio`, `position`, `alignmentGuide`, the grid cell
///   traits) have exactly one child. A modifier applied to a group is applied to each of its
///   members, so the graph flattens groups before building these nodes. `divider` has one child
///   (its drawing) or none.
/// - `layered` and `safeAreaInset` have two: the content, then the layer or inset.
/// - `vStack`, `hStack`, `zStack`, the lazy stacks and grids, `grid`, `gridRow`,
///   `geometryReader` and `viewThatFits` have any number of children (`empty` ones take no space
///   and no gap).
/// - Leaves (`text`, `shape`, `spacer`, `empty`) ignore their children.
///
/// ```swift
/// let tree = LayoutNode(id: 0, kind: .vStack(alignment: .center, spacing: nil), children: [
///   LayoutNode(id: 1, kind: .text("Collapse", lineLimit: nil)),
///   LayoutNode(id: 2, kind: .shape),
/// ])
/// ```
package struct LayoutNode: Hashable, Sendable {
  /// The graph's identifier for this node, unique within the tree.
  package var id: Int
  /// What the node is, which decides how it is measured and placed.
  package var kind: LayoutKind
  /// The node's children, in order.
  package var children: [LayoutNode]

  /// Creates a node.
  ///
  /// - Parameters:
  ///   - id: The graph's identifier for this node, unique within the tree.
  ///   - kind: What the node is.
  ///   - children: The node's children, in order.
  package init(id: Int, kind: LayoutKind, children: [LayoutNode] = []) {
    self.id = id
    self.kind = kind
    self.children = children
  }

  /// Returns the size this node, laid out alone, chooses for a proposal.
  ///
  /// The node is measured outside any stack, so a bare `Spacer` grows along both axes.
  ///
  /// ```swift
  /// LayoutNode(id: 0, kind: .shape).sizeThatFits(.unspecified)  // (10.0, 10.0)
  /// ```
  ///
  /// - Parameter proposal: The size offered to the node.
  /// - Returns: The node's size.
  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    var engine = LayoutEngine()
    return engine.sizeThatFits(self, proposal: proposal)
  }
}
