import Foundation

/// `padding`, as SwiftUI's `_PaddingLayout`.
extension LayoutEngine {
  /// The child's size for the proposal minus the insets, plus the insets.
  mutating func paddingSize(
    _ child: LayoutBox,
    _ proposal: ProposedViewSize,
    _ insets: EdgeInsets,
    _ axis: StackAxis?
  ) -> CGSize {
    let childSize = size(of: child, Self.inset(proposal, by: insets), in: axis)
    return CGSize(
      width: childSize.width + insets.leading + insets.trailing,
      height: childSize.height + insets.top + insets.bottom
    )
  }

  /// Places the child at (leading, top) inside the padding.
  mutating func placePadding(
    _ child: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ insets: EdgeInsets,
    _ axis: StackAxis?
  ) {
    let origin = CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
    place(child, at: origin, Self.inset(proposal, by: insets), in: axis)
  }

  /// The proposal less the insets on each specified axis, never below 0.
  private static func inset(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize
  {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) }
    )
  }
}
