import Foundation

/// One axis of a flexible frame, kept separate so the width and height rules are written once.
///
/// Follows SwiftUI's `_FlexFrameLayout` as the reference (§7.5) gives it. Where the reference
/// leaves a bound open, a missing minimum counts as no lower bound and a missing maximum as no
/// upper bound.
struct FlexibleFrameAxis: Hashable {
  var minimum: CGFloat?
  var ideal: CGFloat?
  var maximum: CGFloat?

  /// Normalises the constraints as SwiftUI does.
  ///
  /// `min = max(min, 0)`, `ideal = max(min ?? 0, ideal)`, `max = max(ideal ?? 0, max)`.
  /// Contradictory constraints (a minimum above the maximum
  /// with no ideal) are kept; SwiftUI logs them, this layer has no diagnostics.
  init(minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) {
    let minimum = minimum.map { max($0, 0) }
    let ideal = ideal.map { max(minimum ?? 0, $0) }
    self.minimum = minimum
    self.ideal = ideal
    self.maximum = maximum.map { max(ideal ?? 0, $0) }
  }

  /// The frame's length when it is decided without asking the child: a proposed length with
  /// both bounds is clamped into them, an unproposed axis takes its ideal.
  func fixedLength(proposed: CGFloat?) -> CGFloat? {
    if let proposed, let minimum, let maximum, minimum <= maximum {
      return clamp(proposed)
    }
    if proposed == nil, let ideal { return ideal }
    return nil
  }

  /// What the child is offered on this axis: the proposal (or the ideal) clamped into the bounds.
  func childProposal(proposed: CGFloat?) -> CGFloat? {
    (proposed ?? ideal).map(clamp)
  }

  /// The frame's length once the child has chosen `child` on this axis.
  func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
    if let fixed = fixedLength(proposed: proposed) { return fixed }
    let offered = childProposal(proposed: proposed)
    switch (minimum, maximum) {
    case (.some, .some): return clamp(child)
    case (.some(let minimum), nil): return max(min(offered ?? .infinity, child), minimum)
    case (nil, .some(let maximum)): return min(max(offered ?? -.infinity, child), maximum)
    case (nil, nil): return child
    }
  }

  /// What the child is offered when placed in a frame of `length`: that length, except `nil`
  /// when the axis was unproposed, has no ideal and the length lies strictly inside the bounds
  /// (iOS 17's "FlexFrameIdealSizing").
  func placementProposal(proposed: CGFloat?, length: CGFloat) -> CGFloat? {
    if proposed == nil, ideal == nil, length > (minimum ?? -.infinity),
      length < (maximum ?? .infinity)
    {
      return nil
    }
    return length
  }

  /// Limits `value` to the bounds; the minimum wins when they contradict.
  private func clamp(_ value: CGFloat) -> CGFloat {
    var value = value
    if let maximum { value = min(value, maximum) }
    if let minimum { value = max(value, minimum) }
    return value
  }
}
