import Foundation

/// `HStack` and `VStack`: one algorithm along a major axis.
///
/// Spacing (the reference's note on #19): an explicit `spacing` is used for every gap,
/// including those next to a `Spacer`; otherwise a gap next to a `Spacer` is 0 (its `minLength`
/// separates) and every other gap is 8. A nested stack declares no spacing preference of its own,
/// so it gets 8 even when a `Spacer` is its first or last child (a simplification of SwiftUI,
/// which propagates the children's preferences). `empty` children take neither space nor gap.
extension LayoutEngine {
  /// What a stack decided for one proposal: its children's proposals and sizes, the gaps after
  /// each child, and its own size.
  struct StackPlan {
    var children: [LayoutNode] = []
    var proposals: [ProposedViewSize] = []
    var sizes: [CGSize] = []
    var gaps: [CGFloat] = []
    var size = CGSize.zero
  }

  /// Sizes the children of a stack for `proposal`, as SwiftUI's `StackLayout` does.
  mutating func stackPlan(
    _ allChildren: [LayoutNode],
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ spacing: CGFloat?
  ) -> StackPlan {
    var plan = StackPlan()
    plan.children = allChildren.filter { !$0.isEmptyView }
    let children = plan.children
    guard !children.isEmpty else { return plan }
    plan.gaps = children.indices.map { index in
      guard index + 1 < children.count else { return 0 }
      if let spacing { return spacing }
      return children[index].isSpacer || children[index + 1].isSpacer ? 0 : 8
    }
    let minor = axis.minor(proposal)
    plan.proposals = Array(
      repeating: axis.proposal(major: nil, minor: minor),
      count: children.count
    )
    plan.sizes = Array(repeating: .zero, count: children.count)
    if let major = axis.major(proposal) {
      distribute(major - plan.gaps.reduce(0, +), minor: minor, axis, into: &plan)
    } else {
      for (index, child) in children.enumerated() {
        plan.sizes[index] = size(of: child, plan.proposals[index], in: axis)
      }
    }
    let majorLength = plan.sizes.reduce(0) { $0 + axis.major($1) } + plan.gaps.reduce(0, +)
    let minorLength = plan.sizes.map { axis.minor($0) }.max() ?? 0
    plan.size = axis.size(major: majorLength, minor: minorLength)
    return plan
  }

  /// Shares `available` major length among the children: by priority (highest first), then by
  /// flexibility (least flexible first), each child offered an equal share of what is left.
  private mutating func distribute(
    _ available: CGFloat,
    minor: CGFloat?,
    _ axis: StackAxis,
    into plan: inout StackPlan
  ) {
    let children = plan.children
    var least: [CGFloat] = []
    var flexibility: [CGFloat] = []
    for child in children {
      let low = axis.major(size(of: child, axis.proposal(major: 0, minor: minor), in: axis))
      let high = axis.major(
        size(of: child, axis.proposal(major: .infinity, minor: minor), in: axis)
      )
      least.append(low)
      let spread = high - low
      flexibility.append(spread.isNaN ? .infinity : spread)
    }
    let order = children.indices.sorted { first, second in
      let (priorityA, priorityB) = (children[first].layoutPriority, children[second].layoutPriority)
      if priorityA != priorityB { return priorityA > priorityB }
      let (flexA, flexB) = (flexibility[first], flexibility[second])
      if flexA != flexB { return flexA < flexB }
      if flexA.isInfinite, least[first] != least[second] { return least[first] > least[second] }
      return first < second
    }
    let topPriority = children[order[0]].layoutPriority
    var remaining = available
    for index in order where children[index].layoutPriority < topPriority {
      remaining -= least[index]
    }
    var start = 0
    while start < order.count {
      let priority = children[order[start]].layoutPriority
      var end = start
      while end < order.count, children[order[end]].layoutPriority == priority { end += 1 }
      if priority < topPriority {
        for index in order[start..<end] { remaining += least[index] }
      }
      for (position, index) in order[start..<end].enumerated() {
        let share = max(remaining / CGFloat(end - start - position), 0)
        let proposal = axis.proposal(major: share, minor: minor)
        plan.proposals[index] = proposal
        plan.sizes[index] = size(of: children[index], proposal, in: axis)
        remaining -= axis.major(plan.sizes[index])
      }
      start = end
    }
  }

  /// Places a stack's children one after another along the axis, aligned across it.
  mutating func placeStack(
    _ children: [LayoutNode],
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ alignment: Double,
    _ spacing: CGFloat?
  ) {
    let placement = axis.proposal(
      major: axis.major(proposal),
      minor: axis.minor(proposal) ?? axis.minor(bounds.size)
    )
    let plan = stackPlan(children, placement, axis, spacing)
    var cursor = axis.major(bounds.origin.asSize)
    let minorOrigin = axis.minor(bounds.origin.asSize)
    for (index, child) in plan.children.enumerated() {
      let free = axis.minor(bounds.size) - axis.minor(plan.sizes[index])
      let origin = axis.point(major: cursor, minor: minorOrigin + free * CGFloat(alignment))
      place(child, at: origin, plan.proposals[index], in: axis)
      cursor += axis.major(plan.sizes[index]) + plan.gaps[index]
    }
  }
}

extension CGPoint {
  /// The point as a size, so that ``StackAxis`` can pick its coordinates.
  fileprivate var asSize: CGSize { CGSize(width: x, height: y) }
}
