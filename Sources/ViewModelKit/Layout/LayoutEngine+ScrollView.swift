import Foundation

/// A `ScrollView`'s viewport.
///
/// As in SwiftUI, the content is proposed no length on the scroll axes (it takes its ideal
/// length there) and the viewport's own proposal across them. The viewport takes the whole
/// proposed length on a scroll axis (the content's length when none is proposed) and the
/// content's length across (a narrow content makes a narrow scroll view). The content is placed
/// at the viewport's top-leading corner; the scroll offset is drawn as an offset of the content
/// and does not change the layout.
extension LayoutEngine {
  /// The proposal the content of a viewport gets.
  static func scrollContentProposal(
    _ proposal: ProposedViewSize,
    _ axes: Axis.Set
  ) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height
    )
  }

  /// The size of a viewport.
  mutating func scrollViewSize(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ axes: Axis.Set
  ) -> CGSize {
    let content = size(of: box.onlyChild, Self.scrollContentProposal(proposal, axes), in: nil)
    return CGSize(
      width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
      height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height
    )
  }

  /// Places the content at the viewport's top-leading corner.
  mutating func placeScrollView(
    _ box: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ axes: Axis.Set
  ) {
    place(box.onlyChild, at: bounds.origin, Self.scrollContentProposal(proposal, axes), in: nil)
  }
}
