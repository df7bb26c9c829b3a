import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// `maxWidth: .infinity` takes the whole proposed width, `minWidth: 100` grows a smaller child
/// to 100 and lets a bigger one through; the child is aligned inside.
extension LayoutEngine {
  /// Decides each axis with ``FlexibleFrameAxis``, asking the child only when an axis needs it.
  mutating func flexibleFrameSize(
    _ node: LayoutBox,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) -> CGSize {
    let (horizontal, vertical, _) = Self.flexibleAxes(node.kind)
    let fixedWidth = horizontal.fixedLength(proposed: proposal.width)
    let fixedHeight = vertical.fixedLength(proposed: proposal.height)
    if let fixedWidth, let fixedHeight { return CGSize(width: fixedWidth, height: fixedHeight) }
    let childProposal = ProposedViewSize(
      width: horizontal.childProposal(proposed: proposal.width),
      height: vertical.childProposal(proposed: proposal.height)
    )
    let child = size(of: node.onlyChild, childProposal, in: axis)
    return CGSize(
      width: horizontal.length(proposed: proposal.width, child: child.width),
      height: vertical.length(proposed: proposal.height, child: child.height)
    )
  }

  /// Proposes the frame's size (see ``FlexibleFrameAxis/placementProposal(proposed:length:)``)
  /// and aligns the child inside.
  mutating func placeFlexibleFrame(
    _ node: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) {
    let (horizontal, vertical, alignment) = Self.flexibleAxes(node.kind)
    let childProposal = ProposedViewSize(
      width: horizontal.placementProposal(proposed: proposal.width, length: bounds.width),
      height: vertical.placementProposal(proposed: proposal.height, length: bounds.height)
    )
    let child = node.onlyChild
    let childSize = size(of: child, childProposal, in: axis)
    place(child, at: Self.origin(of: childSize, in: bounds, alignment), childProposal, in: axis)
  }

  /// The two axes and the alignment of a `flexibleFrame` kind.
  private static func flexibleAxes(
    _ kind: LayoutKind
  ) -> (FlexibleFrameAxis, FlexibleFrameAxis, Alignment) {
    guard
      case .flexibleFrame(
        let minWidth,
        let idealWidth,
        let maxWidth,
        let minHeight,
        let idealHeight,
        let maxHeight,
        let alignment
      ) = kind
    else { preconditionFailure("Not a flexible frame: \(kind)") }
    return (
      FlexibleFrameAxis(minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
      FlexibleFrameAxis(minimum: minHeight, ideal: idealHeight, maximum: maxHeight),
      alignment
    )
  }
}
