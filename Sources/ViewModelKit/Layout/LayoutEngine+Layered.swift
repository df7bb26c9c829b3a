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
      x: origin.x
        + Self.layerOffset(content, bounds, layer, layerSize, GuideID(alignment.horizontal)),
      y: origin.y
        + Self.layerOffset(content, bounds, layer, layerSize, GuideID(alignment.vertical))
    )
    place(layer, at: layerOrigin, layerProposal, in: nil)
  }

  /// How far the layer's origin lies from the content's on one axis: where their guides meet,
  /// explicit ones (`alignmentGuide`) included, as SwiftUI aligns an overlay or a background.
  private static func layerOffset(
    _ content: LayoutBox,
    _ bounds: CGSize,
    _ layer: LayoutBox,
    _ layerSize: CGSize,
    _ guide: GuideID
  ) -> CGFloat {
    guard needsGuides([content, layer], guide) else {
      let extent =
        guide.isHorizontal ? bounds.width - layerSize.width : bounds.height - layerSize.height
      return extent * guide.fraction
    }
    return guideValue(of: content, size: bounds, guide)
      - guideValue(of: layer, size: layerSize, guide)
  }
}
