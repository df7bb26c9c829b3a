import Foundation

/// The built-in layouts' rules over a custom layout's subviews, for `HStackLayout`,
/// `VStackLayout`, `ZStackLayout` and `GridLayout` called from another layout's methods.
extension LayoutSubviews {
  /// A stack's size over these subviews.
  func stackSize(
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ guide: GuideID,
    _ spacing: CGFloat?
  ) -> CGSize {
    session.stackPlan(Array(present), proposal, axis, guide, spacing).size
  }

  /// Places these subviews as a stack in `bounds`.
  func placeStack(
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ guide: GuideID,
    _ spacing: CGFloat?
  ) {
    let placement = axis.proposal(
      major: axis.major(proposal),
      minor: axis.minor(proposal) ?? axis.minor(bounds.size)
    )
    let plan = session.stackPlan(Array(present), placement, axis, guide, spacing)
    let start = CGSize(width: bounds.minX, height: bounds.minY)
    let major = axis.major(start)
    let minor = axis.minor(start)
    for (index, box) in plan.children.enumerated() {
      let across =
        plan.minorOffsets.map {
          $0[index] + (axis.minor(bounds.size) - axis.minor(plan.size)) * guide.fraction
        } ?? (axis.minor(bounds.size) - axis.minor(plan.sizes[index])) * guide.fraction
      let origin = axis.point(major: major + plan.offsets[index], minor: minor + across)
      session.place(box, at: origin, anchor: .topLeading, proposal: plan.proposals[index])
    }
  }

  /// A `ZStack`'s size over these subviews.
  func zStackSize(_ proposal: ProposedViewSize) -> CGSize {
    session.zStackSize(Array(present), proposal)
  }

  /// A grid's size over these subviews, each a row of its own.
  func gridSize(
    _ proposal: ProposedViewSize,
    _ horizontalSpacing: CGFloat?,
    _ verticalSpacing: CGFloat?
  ) -> CGSize {
    session.gridSize(Array(present), proposal, horizontalSpacing, verticalSpacing)
  }

  /// Places these subviews as the rows of a grid in `bounds`.
  func placeGrid(
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ alignment: Alignment,
    _ horizontalSpacing: CGFloat?,
    _ verticalSpacing: CGFloat?
  ) {
    let placements = session.gridPlacements(
      Array(present),
      in: bounds,
      proposal,
      alignment,
      horizontalSpacing,
      verticalSpacing
    )
    for placement in placements {
      session.place(
        placement.box,
        at: placement.origin,
        anchor: .topLeading,
        proposal: placement.proposal
      )
    }
  }
}
