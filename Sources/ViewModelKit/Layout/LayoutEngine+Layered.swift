import Foundation

extension LayoutEngine {
  /// Places a layered node: the first child where the node is, then the second child proposed
  /// the first one's size and aligned inside its bounds.
  mutating func placeLayered(
    _ node: LayoutBox,
    at origin: CGPoint,
    _ proposal: ProposedViewSize,
    _ alignment: Alignment,
    in axis: StackAxis?
  ) {
    guard let content = node.children.first else { return }
    place(content, at: origin, proposal, in: axis)
    guard node.children.count > 1 else { return }
    let bounds = CGSize(
      width: size(of: content, proposal, in: axis).width,
      height: size(of: content, proposal, in: axis).height
    )
    let layer = node.children[1]
    let layerProposal = ProposedViewSize(bounds)
    let layerSize = size(of: layer, layerProposal, in: nil)
    let layerOrigin = CGPoint(
      x: origin.x + (bounds.width - layerSize.width) * alignment.horizontal.fraction,
      y: origin.y + (bounds.height - layerSize.height) * alignment.vertical.fraction
    )
    place(layer, at: layerOrigin, layerProposal, in: nil)
  }
}
