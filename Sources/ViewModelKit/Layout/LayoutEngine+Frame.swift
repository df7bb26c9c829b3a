import Foundation

/// `frame(width:height:alignment:)`, as SwiftUI's `_FrameLayout`.
///
/// A negative or non-finite dimension is ignored (SwiftUI also logs "Invalid frame dimension";
/// this layer has no diagnostics, so it only ignores it).
extension LayoutEngine {
  /// Takes both dimensions when both are given, and otherwise asks the child.
  ///
  /// The child is proposed the given dimensions and the rest of the proposal, and the frame
  /// takes the child's size where no dimension is given.
  mutating func frameSize(
    _ child: LayoutBox,
    _ proposal: ProposedViewSize,
    _ width: CGFloat?,
    _ height: CGFloat?,
    _ axis: StackAxis?
  ) -> CGSize {
    let (width, height) = (Self.validDimension(width), Self.validDimension(height))
    if let width, let height { return CGSize(width: width, height: height) }
    let childProposal = ProposedViewSize(
      width: width ?? proposal.width,
      height: height ?? proposal.height
    )
    let childSize = size(of: child, childProposal, in: axis)
    return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
  }

  /// Proposes the frame's proposal with the given dimensions replaced, and aligns the child.
  mutating func placeFrame(
    _ child: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ width: CGFloat?,
    _ height: CGFloat?,
    _ alignment: Alignment,
    _ axis: StackAxis?
  ) {
    let childProposal = ProposedViewSize(
      width: Self.validDimension(width) ?? proposal.width,
      height: Self.validDimension(height) ?? proposal.height
    )
    let childSize = size(of: child, childProposal, in: axis)
    place(child, at: Self.origin(of: childSize, in: bounds, alignment), childProposal, in: axis)
  }

  /// The dimension, or `nil` when it is missing, negative or not finite.
  static func validDimension(_ value: CGFloat?) -> CGFloat? {
    guard let value, value >= 0, value.isFinite else { return nil }
    return value
  }
}
