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
  /// each child, and its own size; with what it asked each child, so that a change of some
  /// children can be checked against it without asking the others again.
  struct StackPlan {
    var children: [LayoutBox] = []
    var proposals: [ProposedViewSize] = []
    var sizes: [CGSize] = []
    var gaps: [CGFloat] = []
    var size = CGSize.zero
    /// Each child's major length for a zero and an infinite major proposal, when the stack
    /// shared a proposed length (`nil` when it did not).
    var least: [CGFloat]?
    var most: [CGFloat]?
    /// Whether each child is a `Spacer`.
    var spacers: [Bool] = []
    /// Each child's layout priority, when the stack shared a proposed length.
    var priorities: [Double] = []
    /// Each child's distance along the axis from the stack's start.
    var offsets: [CGFloat] = []
    /// Each child's distance across the axis from the stack's start, when the stack lines its
    /// children up by guides (a custom alignment or an explicit `alignmentGuide`).
    var minorOffsets: [CGFloat]?
    /// The plan's number on its stack, and the stack's version it is current for.
    var id = 0
    var version = 0
  }

  /// Sizes the children of a stack for `proposal`, as SwiftUI's `StackLayout` does: the plan
  /// kept on the box when the children that changed since still answer as before, else a new one.
  mutating func stackPlan(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ guide: GuideID,
    _ spacing: CGFloat?
  ) -> StackPlan {
    if let plan = box.plans[proposal] {
      if plan.version == box.version { return plan }
      if var plan = current(plan, of: box, proposal, axis, guide) {
        plan.version = box.version
        box.plans[proposal] = plan
        return plan
      }
    }
    var plan = stackPlan(box.children, proposal, axis, guide, spacing)
    for (index, child) in plan.children.enumerated() { child.stackIndex = index }
    plan.id = box.nextPlanID()
    plan.version = box.version
    box.plans = box.plans.filter { $0.value.version == box.version }
    box.plans[proposal] = plan
    return plan
  }

  /// The plan if it still holds for the children that changed since, else `nil`.
  ///
  /// Every changed child must still be in it (or still out of it), still be a spacer or not,
  /// and still answer its probes with the same lengths along the axis. A child whose size
  /// changed only across the axis is patched in: the others' proposals and positions along the
  /// axis do not depend on it.
  private mutating func current(
    _ plan: StackPlan,
    of box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ guide: GuideID
  ) -> StackPlan? {
    // Guides depend on every child's size: such a plan is made again.
    guard plan.minorOffsets == nil, !Self.needsGuides(box.changedChildren, guide) else {
      return nil
    }
    // The sizes are patched after the loop, and only when one changed: writing to the plan's
    // arrays inside the loop would copy them (all the children) for every check.
    var patches: [(index: Int, size: CGSize)] = []
    let minor = axis.minor(proposal)
    for child in box.changedChildren {
      let index = child.stackIndex
      let isPlanned = plan.children.indices.contains(index) && plan.children[index] === child
      if child.isEmptyView {
        if isPlanned || plan.children.contains(where: { $0 === child }) { return nil }
        continue
      }
      guard isPlanned, child.isSpacer == plan.spacers[index] else { return nil }
      if let least = plan.least, let most = plan.most {
        guard child.layoutPriority == plan.priorities[index] else { return nil }
        let low = axis.major(size(of: child, axis.proposal(major: 0, minor: minor), in: axis))
        let high = axis.major(
          size(of: child, axis.proposal(major: .infinity, minor: minor), in: axis)
        )
        guard low == least[index] || (low.isNaN && least[index].isNaN) else { return nil }
        guard high == most[index] || (high.isNaN && most[index].isNaN) else { return nil }
      }
      let old = plan.sizes[index]
      let new = size(of: child, plan.proposals[index], in: axis)
      guard new != old else { continue }
      guard axis.major(new) == axis.major(old) else { return nil }
      patches.append((index, new))
    }
    guard !patches.isEmpty else { return plan }
    var plan = plan
    var minorLength = axis.minor(plan.size)
    var minorNeedsMaximum = false
    for patch in patches {
      let old = plan.sizes[patch.index]
      plan.sizes[patch.index] = patch.size
      if axis.minor(patch.size) >= minorLength {
        minorLength = axis.minor(patch.size)
      } else if axis.minor(old) >= minorLength {
        minorNeedsMaximum = true
      }
    }
    if minorNeedsMaximum { minorLength = plan.sizes.map { axis.minor($0) }.max() ?? 0 }
    plan.size = axis.size(major: axis.major(plan.size), minor: minorLength)
    return plan
  }

  /// Sizes the given children of a stack for `proposal`, from scratch (with their cached sizes).
  mutating func stackPlan(
    _ allChildren: [LayoutBox],
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ guide: GuideID,
    _ spacing: CGFloat?
  ) -> StackPlan {
    var plan = StackPlan()
    plan.children = allChildren.filter { !$0.isEmptyView }
    let children = plan.children
    guard !children.isEmpty else { return plan }
    plan.spacers = children.map(\.isSpacer)
    plan.gaps = children.indices.map { index in
      guard index + 1 < children.count else { return 0 }
      if let spacing { return spacing }
      return plan.spacers[index] || plan.spacers[index + 1] ? 0 : 8
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
    var offset: CGFloat = 0
    plan.offsets.reserveCapacity(children.count)
    for index in children.indices {
      plan.offsets.append(offset)
      offset += axis.major(plan.sizes[index]) + plan.gaps[index]
    }
    var minorLength = plan.sizes.map { axis.minor($0) }.max() ?? 0
    if Self.needsGuides(children, guide) {
      let values = children.indices.map {
        guideValue(of: children[$0], size: plan.sizes[$0], plan.proposals[$0], guide)
      }
      let line = values.max() ?? 0
      let minorOffsets = values.map { line - $0 }
      plan.minorOffsets = minorOffsets
      minorLength = zip(minorOffsets, plan.sizes).map { $0 + axis.minor($1) }.max() ?? 0
    }
    plan.size = axis.size(major: offset, minor: minorLength)
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
    var most: [CGFloat] = []
    var flexibility: [CGFloat] = []
    let priorities = children.map(\.layoutPriority)
    for child in children {
      let low = axis.major(size(of: child, axis.proposal(major: 0, minor: minor), in: axis))
      let high = axis.major(
        size(of: child, axis.proposal(major: .infinity, minor: minor), in: axis)
      )
      least.append(low)
      most.append(high)
      let spread = high - low
      flexibility.append(spread.isNaN ? .infinity : spread)
    }
    let order = children.indices.sorted { first, second in
      let (priorityA, priorityB) = (priorities[first], priorities[second])
      if priorityA != priorityB { return priorityA > priorityB }
      let (flexA, flexB) = (flexibility[first], flexibility[second])
      if flexA != flexB { return flexA < flexB }
      if flexA.isInfinite, least[first] != least[second] { return least[first] > least[second] }
      return first < second
    }
    plan.least = least
    plan.most = most
    plan.priorities = priorities
    let topPriority = priorities[order[0]]
    var remaining = available
    for index in order where priorities[index] < topPriority {
      remaining -= least[index]
    }
    var start = 0
    while start < order.count {
      let priority = priorities[order[start]]
      var end = start
      while end < order.count, priorities[order[end]] == priority { end += 1 }
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

  /// Places a stack's children one after another along the axis, aligned across it; when the
  /// stack is placed as before with the same plan, only the children that changed are placed.
  mutating func placeStack(
    _ box: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ guide: GuideID,
    _ spacing: CGFloat?,
    _ previous: (frame: CGRect?, placement: LayoutBox.Placement?)
  ) {
    let alignment = guide.fraction
    let placement = axis.proposal(
      major: axis.major(proposal),
      minor: axis.minor(proposal) ?? axis.minor(bounds.size)
    )
    let plan = stackPlan(box, placement, axis, guide, spacing)
    let majorOrigin = axis.major(bounds.origin.asSize)
    let minorOrigin = axis.minor(bounds.origin.asSize)
    func place(_ index: Int) {
      var minor = minorOrigin
      if let minorOffsets = plan.minorOffsets {
        minor += minorOffsets[index] + (axis.minor(bounds.size) - axis.minor(plan.size)) * alignment
      } else {
        minor += (axis.minor(bounds.size) - axis.minor(plan.sizes[index])) * CGFloat(alignment)
      }
      let origin = axis.point(major: majorOrigin + plan.offsets[index], minor: minor)
      self.place(plan.children[index], at: origin, plan.proposals[index], in: axis)
    }
    let isSamePlacement =
      previous.frame == bounds && previous.placement?.proposal == proposal
      && box.placedPlan == plan.id
    box.placedPlan = plan.id
    if isSamePlacement {
      for child in box.changedChildren {
        let index = child.stackIndex
        if plan.children.indices.contains(index), plan.children[index] === child {
          place(index)
        } else {
          unplace(child)
        }
      }
      return
    }
    for child in box.children where child.isEmptyView { unplace(child) }
    for index in plan.children.indices { place(index) }
  }
}

extension CGPoint {
  /// The point as a size, so that ``StackAxis`` can pick its coordinates.
  fileprivate var asSize: CGSize { CGSize(width: x, height: y) }
}
