import Foundation

/// `GeometryReader`, `ViewThatFits`, the lazy stacks and `safeAreaInset`.
extension LayoutEngine {
  /// A geometry reader takes the whole proposal, an unspecified dimension as 0.
  static func geometryReaderSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  /// Proposes the reader's size to every child and places each at its top-leading corner.
  mutating func placeGeometryReader(_ box: LayoutBox, in bounds: CGRect) {
    for child in box.children {
      if child.isEmptyView {
        unplace(child)
      } else {
        place(child, at: bounds.origin, ProposedViewSize(bounds.size), in: nil)
      }
    }
  }

  /// The child a `ViewThatFits` shows for `proposal`: the first whose ideal size on `axes` is
  /// within the proposal (an unspecified dimension fits anything), else the last.
  mutating func fittingChild(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ axes: Axis.Set
  ) -> LayoutBox? {
    let present = box.children.filter { !$0.isEmptyView }
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let probe = ProposedViewSize(
      width: horizontal ? nil : proposal.width,
      height: vertical ? nil : proposal.height
    )
    for child in present.dropLast() {
      let ideal = size(of: child, probe, in: nil)
      let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
      let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
      if fitsWidth, fitsHeight { return child }
    }
    return present.last
  }

  /// Places the chosen child of a `ViewThatFits`, centred; the others have no frame.
  mutating func placeViewThatFits(
    _ box: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ axes: Axis.Set
  ) {
    let chosen = fittingChild(box, proposal, axes)
    for child in box.children where child !== chosen { unplace(child) }
    guard let chosen else { return }
    let childSize = size(of: chosen, proposal, in: nil)
    place(chosen, at: Self.origin(of: childSize, in: bounds, .center), proposal, in: nil)
  }

  /// A lazy stack sizes as a stack along its axis and takes the proposal across it.
  mutating func lazyStackSize(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ guide: GuideID,
    _ spacing: CGFloat?
  ) -> CGSize {
    let size = stackPlan(box, proposal, axis, guide, spacing).size
    return axis.size(major: axis.major(size), minor: axis.minor(proposal) ?? axis.minor(size))
  }

  /// The size of `safeAreaInset`: the inset's ideal length at its edge, the spacing, and the
  /// content proposed what is left; across, the larger of the two.
  mutating func safeAreaInsetSize(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ edge: Edge,
    _ spacing: CGFloat,
    in axis: StackAxis?
  ) -> CGSize {
    let parts = safeAreaInsetParts(box, proposal, edge, spacing, in: axis)
    let insetAxis = parts.axis
    return insetAxis.size(
      major: insetAxis.major(parts.content) + parts.gap + insetAxis.major(parts.inset),
      minor: max(insetAxis.minor(parts.content), insetAxis.minor(parts.inset))
    )
  }

  /// Places the content away from `edge` and the inset at it, aligned across.
  mutating func placeSafeAreaInset(
    _ box: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ edge: Edge,
    _ alignment: Double,
    _ spacing: CGFloat,
    in axis: StackAxis?
  ) {
    let parts = safeAreaInsetParts(box, proposal, edge, spacing, in: axis)
    let insetAxis = parts.axis
    let (content, inset) = (box.children[0], box.children[1])
    let major = insetAxis.major(bounds.origin.sizeValue)
    let minor = insetAxis.minor(bounds.origin.sizeValue)
    let free = { (size: CGSize) in insetAxis.minor(bounds.size) - insetAxis.minor(size) }
    let insetFirst = edge == .top || edge == .leading
    let contentMajor =
      insetFirst ? major + insetAxis.major(parts.inset) + parts.gap : major
    let insetMajor =
      insetFirst ? major : major + insetAxis.major(parts.content) + parts.gap
    // The content's safe area ends at the inset: a view in it may reach under the inset with
    // `ignoresSafeArea`.
    let taken = inset.isEmptyView ? 0 : insetAxis.major(parts.inset) + parts.gap
    let layer = SafeAreaLayer(
      outer: bounds,
      insets: EdgeInsets(
        top: edge == .top ? taken : 0,
        leading: edge == .leading ? taken : 0,
        bottom: edge == .bottom ? taken : 0,
        trailing: edge == .trailing ? taken : 0
      )
    )
    place(
      content,
      at: insetAxis.point(major: contentMajor, minor: minor + free(parts.content) / 2),
      parts.contentProposal,
      in: axis,
      inside: layer
    )
    if inset.isEmptyView {
      unplace(inset)
      return
    }
    place(
      inset,
      at: insetAxis.point(major: insetMajor, minor: minor + free(parts.inset) * alignment),
      parts.insetProposal,
      in: nil
    )
  }

  private struct InsetParts {
    var axis: StackAxis
    var inset: CGSize
    var insetProposal: ProposedViewSize
    var content: CGSize
    var contentProposal: ProposedViewSize
    var gap: CGFloat
  }

  private mutating func safeAreaInsetParts(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ edge: Edge,
    _ spacing: CGFloat,
    in axis: StackAxis?
  ) -> InsetParts {
    let insetAxis: StackAxis = edge == .top || edge == .bottom ? .vertical : .horizontal
    let (content, inset) = (box.children[0], box.children[1])
    let insetProposal = insetAxis.proposal(major: nil, minor: insetAxis.minor(proposal))
    let insetSize = inset.isEmptyView ? .zero : size(of: inset, insetProposal, in: nil)
    let gap = inset.isEmptyView ? 0 : spacing
    let contentProposal = insetAxis.proposal(
      major: insetAxis.major(proposal).map { max(0, $0 - insetAxis.major(insetSize) - gap) },
      minor: insetAxis.minor(proposal)
    )
    return InsetParts(
      axis: insetAxis,
      inset: insetSize,
      insetProposal: insetProposal,
      content: size(of: content, contentProposal, in: axis),
      contentProposal: contentProposal,
      gap: gap
    )
  }
}

extension CGPoint {
  /// The point as a size, so that ``StackAxis`` can pick its coordinates.
  var sizeValue: CGSize { CGSize(width: x, height: y) }
}
