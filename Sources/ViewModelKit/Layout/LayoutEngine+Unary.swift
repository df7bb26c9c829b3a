import Foundation

/// The layout modifiers that wrap one view: `fixedSize`, `aspectRatio`, `position`,
/// `layoutPriority`, the grid cell traits, and `Divider`'s line.
extension LayoutEngine {
  /// The size of a one-child layout modifier for `proposal`.
  mutating func unarySize(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) -> CGSize {
    switch box.kind {
    case .position:
      return proposal.replacingUnspecifiedDimensions()
    case .divider:
      return Self.dividerSize(proposal, in: axis)
    default:
      guard let child = box.children.first else { return .zero }
      return size(of: child, childProposal(box, proposal, in: axis), in: axis)
    }
  }

  /// Places the one child of a layout modifier inside `bounds`.
  mutating func placeUnary(
    _ box: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) {
    guard let child = box.children.first else { return }
    switch box.kind {
    case .position(let point):
      let childSize = size(of: child, proposal, in: axis)
      let origin = CGPoint(
        x: bounds.minX + point.x - childSize.width / 2,
        y: bounds.minY + point.y - childSize.height / 2
      )
      place(child, at: origin, proposal, in: axis)
    case .divider:
      place(child, at: bounds.origin, ProposedViewSize(bounds.size), in: nil)
    case .fixedSize, .aspectRatio:
      let childProposal = childProposal(box, proposal, in: axis)
      let childSize = size(of: child, childProposal, in: axis)
      place(child, at: Self.origin(of: childSize, in: bounds, .center), childProposal, in: axis)
    default:
      place(child, at: bounds.origin, proposal, in: axis)
    }
  }

  /// What a one-child layout modifier proposes its child.
  private mutating func childProposal(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) -> ProposedViewSize {
    switch box.kind {
    case .fixedSize(let horizontal, let vertical):
      return ProposedViewSize(
        width: horizontal ? nil : proposal.width,
        height: vertical ? nil : proposal.height
      )
    case .aspectRatio(let ratio, let contentMode):
      guard proposal != .unspecified else { return proposal }
      var unit = CGSize(width: ratio ?? 1, height: 1)
      if ratio == nil { unit = size(of: box.onlyChild, .unspecified, in: axis) }
      if unit.width == unit.height { unit = CGSize(width: 1, height: 1) }
      let scale = Self.scale(of: unit, to: proposal, fill: contentMode == .fill)
      return ProposedViewSize(width: unit.width * scale, height: unit.height * scale)
    default:
      return proposal
    }
  }

  /// The factor that makes `unit` fit in (or fill) the proposal; an unspecified dimension
  /// does not limit it.
  private static func scale(of unit: CGSize, to proposal: ProposedViewSize, fill: Bool) -> CGFloat {
    func factor(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
      guard let target, length != 0 || target != 0 else { return .infinity }
      return target / length
    }
    let horizontal = factor(proposal.width, unit.width)
    let vertical = factor(proposal.height, unit.height)
    return fill ? max(horizontal, vertical) : min(horizontal, vertical)
  }

  /// A divider is ``dividerThickness`` thick along its stack's axis and takes the proposal
  /// across it (0 when unspecified); outside a stack it is a horizontal line.
  static func dividerSize(_ proposal: ProposedViewSize, in axis: StackAxis?) -> CGSize {
    switch axis {
    case .horizontal: CGSize(width: dividerThickness, height: proposal.height ?? 0)
    case .vertical, nil: CGSize(width: proposal.width ?? 0, height: dividerThickness)
    }
  }

  /// The thickness of a `Divider`: 1 point (SwiftUI draws a hairline of one pixel, 1/3 to 1
  /// point by display scale; the headless screen has a scale of 1).
  static let dividerThickness: CGFloat = 1
}
