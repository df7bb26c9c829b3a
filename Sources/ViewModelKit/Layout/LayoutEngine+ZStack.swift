import Foundation

/// `ZStack`, and the alignment helper that frames share with it.
extension LayoutEngine {
  /// The largest width and height among the highest-priority children, each measured for the
  /// ZStack's own proposal.
  mutating func zStackSize(_ children: [LayoutBox], _ proposal: ProposedViewSize) -> CGSize {
    let present = children.filter { !$0.isEmptyView }
    guard let top = present.map(\.layoutPriority).max() else { return .zero }
    var size = CGSize.zero
    for child in present where child.layoutPriority == top {
      let childSize = self.size(of: child, proposal, in: nil)
      size.width = max(size.width, childSize.width)
      size.height = max(size.height, childSize.height)
    }
    return size
  }

  /// Proposes the ZStack's size to every child and aligns each inside the ZStack.
  mutating func placeZStack(_ children: [LayoutBox], in bounds: CGRect, _ alignment: Alignment) {
    let proposal = ProposedViewSize(bounds.size)
    for child in children where child.isEmptyView { unplace(child) }
    if Self.zStackNeedsGuides(children, alignment) {
      let layout = guidedZStackLayout(children, proposal, alignment)
      let slack = CGSize(
        width: bounds.width - layout.size.width,
        height: bounds.height - layout.size.height
      )
      for (child, offset) in zip(layout.children, layout.offsets) {
        let origin = CGPoint(
          x: bounds.minX + offset.x + slack.width * alignment.horizontal.fraction,
          y: bounds.minY + offset.y + slack.height * alignment.vertical.fraction
        )
        place(child, at: origin, proposal, in: nil)
      }
      return
    }
    for child in children where !child.isEmptyView {
      let childSize = size(of: child, proposal, in: nil)
      place(child, at: Self.origin(of: childSize, in: bounds, alignment), proposal, in: nil)
    }
  }

  /// Where a child of `size` goes so that its alignment guide meets the container's.
  static func origin(of size: CGSize, in bounds: CGRect, _ alignment: Alignment) -> CGPoint {
    CGPoint(
      x: bounds.minX + (bounds.width - size.width) * CGFloat(alignment.horizontal.fraction),
      y: bounds.minY + (bounds.height - size.height) * CGFloat(alignment.vertical.fraction)
    )
  }
}
