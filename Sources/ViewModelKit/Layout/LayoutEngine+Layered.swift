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
    let contentSizing = (box: content, size: bounds, proposal: proposal)
    let layerSizing = (box: layer, size: layerSize, proposal: layerProposal)
    let layerOrigin = CGPoint(
      x: origin.x
        + layerOffset(contentSizing, layerSizing, GuideID(alignment.horizontal)),
      y: origin.y
        + layerOffset(contentSizing, layerSizing, GuideID(alignment.vertical))
    )
    place(layer, at: layerOrigin, layerProposal, in: nil)
  }

  /// How far the layer's origin lies from the content's on one axis: where their guides meet,
  /// explicit ones (`alignmentGuide`, a custom layout's `explicitAlignment`) included, as
  /// SwiftUI aligns an overlay or a background.
  private mutating func layerOffset(
    _ content: (box: LayoutBox, size: CGSize, proposal: ProposedViewSize),
    _ layer: (box: LayoutBox, size: CGSize, proposal: ProposedViewSize),
    _ guide: GuideID
  ) -> CGFloat {
    guard Self.needsGuides([content.box, layer.box], guide) else {
      let extent =
        guide.isHorizontal
        ? content.size.width - layer.size.width : content.size.height - layer.size.height
      return extent * guide.fraction
    }
    return guideValue(of: content.box, size: content.size, content.proposal, guide)
      - guideValue(of: layer.box, size: layer.size, layer.proposal, guide)
  }
}
