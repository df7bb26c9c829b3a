package import Foundation

/// Lays out a ``LayoutNode`` tree in a screen: SwiftUI's propose, size and place algorithm.
///
/// The root is proposed the screen size and centred in it. Each container proposes a size to
/// its children, each child chooses its own size, and the container places it. The engine
/// remembers every size it measures for a (node, proposal) pair, so a stack that asks a child
/// for its minimum, maximum and final size measures each only once; a pass over a typical tree
/// stays linear in its size. Each call to ``layout(_:in:)`` starts with an empty cache, since
/// the tree may have changed.
///
/// Choices the reference leaves open: positions are not rounded to pixels, and the layout
/// direction is always left to right.
///
/// ```swift
/// var engine = LayoutEngine()
/// let result = engine.layout(tree, in: CGSize(width: 390, height: 844))
/// ```
package struct LayoutEngine {
  /// Sizes measured so far.
  ///
  /// The stack axis is not part of the key because a node's
  /// enclosing stack is fixed within one tree.
  private var sizes: [SizeKey: CGSize] = [:]
  private var result = LayoutResult()

  /// How many sizes the engine has computed rather than found in its cache, for tests that
  /// check a pass stays close to linear in the size of the tree.
  package private(set) var measurementCount = 0

  /// Creates an engine with nothing measured yet.
  package init() {}

  /// Proposes `screen` to `root`, centres it, and returns every node's frame.
  ///
  /// ```swift
  /// var engine = LayoutEngine()
  /// let frames = engine.layout(tree, in: CGSize(width: 390, height: 844)).frames
  /// ```
  ///
  /// - Parameters:
  ///   - root: The tree to lay out.
  ///   - screen: The screen size, proposed to the root.
  /// - Returns: The frames, in screen coordinates, and the lines of every text.
  package mutating func layout(_ root: LayoutNode, in screen: CGSize) -> LayoutResult {
    result = LayoutResult()
    sizes = [:]
    let proposal = ProposedViewSize(screen)
    let size = size(of: root, proposal, in: nil)
    let origin = CGPoint(x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2)
    place(root, at: origin, proposal, in: nil)
    return result
  }

  /// Returns the size `node` chooses for `proposal` when it is not inside a stack.
  ///
  /// Measurements are cached until the next ``layout(_:in:)``, so call this on one tree only.
  ///
  /// ```swift
  /// var engine = LayoutEngine()
  /// engine.sizeThatFits(LayoutNode(id: 0, kind: .shape), proposal: .unspecified)  // 10 × 10
  /// ```
  ///
  /// - Parameters:
  ///   - node: The node to measure.
  ///   - proposal: The size offered to it.
  /// - Returns: The node's size.
  package mutating func sizeThatFits(_ node: LayoutNode, proposal: ProposedViewSize) -> CGSize {
    size(of: node, proposal, in: nil)
  }

  /// Measures `node`, whose enclosing stack (looking through single-child modifiers) lays
  /// out along `axis`, remembering the answer.
  mutating func size(
    of node: LayoutNode,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) -> CGSize {
    let key = SizeKey(id: node.id, proposal: proposal)
    if let known = sizes[key] { return known }
    let size = measure(node, proposal, in: axis)
    measurementCount += 1
    sizes[key] = size
    return size
  }

  /// Places `node` with its top-leading corner at `origin`, sized for `proposal`, and then its
  /// children inside it.
  mutating func place(
    _ node: LayoutNode,
    at origin: CGPoint,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) {
    guard !node.isEmptyView else { return }
    let size = size(of: node, proposal, in: axis)
    result.frames[node.id] = CGRect(origin: origin, size: size)
    let bounds = CGRect(origin: origin, size: size)
    switch node.kind {
    case .text(let text, let lineLimit):
      result.textLines[node.id] = TextLayout.lines(
        text,
        width: proposal.width,
        lineLimit: lineLimit
      )
    case .shape, .spacer, .empty:
      break
    case .vStack(let alignment, let spacing):
      placeStack(node.children, in: bounds, proposal, .vertical, alignment.fraction, spacing)
    case .hStack(let alignment, let spacing):
      placeStack(node.children, in: bounds, proposal, .horizontal, alignment.fraction, spacing)
    case .zStack(let alignment):
      placeZStack(node.children, in: bounds, alignment)
    case .frame(let width, let height, let alignment):
      placeFrame(node.onlyChild, in: bounds, proposal, width, height, alignment, axis)
    case .flexibleFrame:
      placeFlexibleFrame(node, in: bounds, proposal, in: axis)
    case .padding(let insets):
      placePadding(node.onlyChild, in: bounds, proposal, insets, axis)
    case .passthrough:
      place(node.onlyChild, at: origin, proposal, in: axis)
    case .layered(let alignment):
      placeLayered(node, at: origin, proposal, alignment, in: axis)
    }
  }

  /// Computes a size from scratch; only ``size(of:_:in:)`` calls it.
  private mutating func measure(
    _ node: LayoutNode,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) -> CGSize {
    switch node.kind {
    case .text(let text, let lineLimit):
      TextLayout.size(of: TextLayout.lines(text, width: proposal.width, lineLimit: lineLimit))
    case .shape:
      proposal.replacingUnspecifiedDimensions()
    case .spacer(let minLength):
      Self.spacerSize(minLength: minLength, proposal, in: axis)
    case .vStack(_, let spacing):
      stackPlan(node.children, proposal, .vertical, spacing).size
    case .hStack(_, let spacing):
      stackPlan(node.children, proposal, .horizontal, spacing).size
    case .zStack:
      zStackSize(node.children, proposal)
    case .frame(let width, let height, _):
      frameSize(node.onlyChild, proposal, width, height, axis)
    case .flexibleFrame:
      flexibleFrameSize(node, proposal, in: axis)
    case .padding(let insets):
      paddingSize(node.onlyChild, proposal, insets, axis)
    case .passthrough:
      size(of: node.onlyChild, proposal, in: axis)
    case .layered:
      node.children.first.map { size(of: $0, proposal, in: axis) } ?? .zero
    case .empty:
      .zero
    }
  }

  /// A `Spacer` is `max(proposal, minLength ?? 8)` along its stack's axis and 0 across it;
  /// outside a stack it grows along both axes.
  private static func spacerSize(
    minLength: CGFloat?,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) -> CGSize {
    let least = minLength ?? 8
    let width = max(proposal.width ?? least, least)
    let height = max(proposal.height ?? least, least)
    switch axis {
    case .horizontal: return CGSize(width: width, height: 0)
    case .vertical: return CGSize(width: 0, height: height)
    case nil: return CGSize(width: width, height: height)
    }
  }
}

/// A measurement's cache key: which node, for which proposal.
private struct SizeKey: Hashable {
  var id: Int
  var proposal: ProposedViewSize
}
