import Foundation

/// The axis a stack lays out along, so that one algorithm serves `HStack` and `VStack`.
///
/// "Major" is the stack's axis, "minor" the one across it.
enum StackAxis: Hashable, Sendable {
  case horizontal
  case vertical

  func major(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }

  func minor(_ size: CGSize) -> CGFloat { self == .horizontal ? size.height : size.width }

  func major(_ proposal: ProposedViewSize) -> CGFloat? {
    self == .horizontal ? proposal.width : proposal.height
  }

  func minor(_ proposal: ProposedViewSize) -> CGFloat? {
    self == .horizontal ? proposal.height : proposal.width
  }

  func size(major: CGFloat, minor: CGFloat) -> CGSize {
    self == .horizontal
      ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
  }

  func proposal(major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
    self == .horizontal
      ? ProposedViewSize(width: major, height: minor)
      : ProposedViewSize(width: minor, height: major)
  }

  func point(major: CGFloat, minor: CGFloat) -> CGPoint {
    self == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
  }
}
