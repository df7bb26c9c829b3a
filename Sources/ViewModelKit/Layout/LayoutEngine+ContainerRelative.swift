import Foundation

/// How `containerRelativeFrame` computes its lengths; each modifier value is a new rule (its
/// closure may read new values).
package final class ContainerRelativeRule: Hashable, @unchecked Sendable {
  // Created and run on the main actor, by the view layer and the layout engine.
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  init(axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat) {
    self.axes = axes
    self.alignment = alignment
    self.length = length
  }

  package static func == (lhs: ContainerRelativeRule, rhs: ContainerRelativeRule) -> Bool {
    lhs === rhs
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutEngine {
  /// The frame's width and height from the container's.
  ///
  /// On the rule's axes the rule's length of the container's; `nil` (the content's) on the
  /// others. Outside a host the proposal stands in for the container.
  func containerLengths(
    _ rule: ContainerRelativeRule,
    _ proposal: ProposedViewSize
  ) -> (CGFloat?, CGFloat?) {
    let container = screen ?? proposal.replacingUnspecifiedDimensions()
    return (
      rule.axes.contains(.horizontal) ? rule.length(container.width, .horizontal) : nil,
      rule.axes.contains(.vertical) ? rule.length(container.height, .vertical) : nil
    )
  }

  /// The size of a frame with the given lengths.
  mutating func frameSize(
    _ child: LayoutBox,
    _ proposal: ProposedViewSize,
    _ lengths: (CGFloat?, CGFloat?),
    _ axis: StackAxis?
  ) -> CGSize {
    frameSize(child, proposal, lengths.0, lengths.1, axis)
  }
}
