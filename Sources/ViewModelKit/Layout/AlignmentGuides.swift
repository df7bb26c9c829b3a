import Foundation

/// A guide of one axis: a built-in fraction, or a custom alignment's key.
package struct GuideID: Hashable, Sendable {
  let isHorizontal: Bool
  let fraction: Double
  let key: AlignmentKey?

  init(_ alignment: HorizontalAlignment) {
    isHorizontal = true
    fraction = alignment.fraction
    key = alignment.key
  }

  init(_ alignment: VerticalAlignment) {
    isHorizontal = false
    fraction = alignment.fraction
    key = alignment.key
  }

  /// Whether the guide is a plain fraction of the view's size, with no explicit guide needed.
  var isFraction: Bool { key == nil }

  /// The guide's default value for a view of the given dimensions.
  func defaultValue(_ dimensions: ViewDimensions) -> CGFloat {
    if let key { return key.defaultValue(dimensions) }
    return (isHorizontal ? dimensions.width : dimensions.height) * fraction
  }

  /// The guide as a horizontal alignment (for a horizontal guide).
  var horizontal: HorizontalAlignment { HorizontalAlignment(fraction: fraction, key: key) }

  /// The guide as a vertical alignment (for a vertical guide).
  var vertical: VerticalAlignment { VerticalAlignment(fraction: fraction, key: key) }

  /// Whether the guide is a text baseline, which a text sets itself.
  var isTextBaseline: Bool {
    self == GuideID(VerticalAlignment.firstTextBaseline)
      || self == GuideID(VerticalAlignment.lastTextBaseline)
  }

  /// Merges the explicit value of one more view into those of `count` views before it, as
  /// SwiftUI merges a container's subviews' guides: the topmost first baseline, the lowest last
  /// baseline, and the mean of any other guide.
  func combine(_ value: CGFloat, after count: Int, into merged: inout CGFloat?) {
    guard let previous = merged else {
      merged = value
      return
    }
    if self == GuideID(VerticalAlignment.firstTextBaseline) {
      merged = min(previous, value)
    } else if self == GuideID(VerticalAlignment.lastTextBaseline) {
      merged = max(previous, value)
    } else {
      merged = (previous * CGFloat(count) + value) / CGFloat(count + 1)
    }
  }
}

/// The explicit guide an `alignmentGuide` modifier sets; each modifier value is a new rule (its
/// closure may read new values), so a changed view re-lays out.
package final class AlignmentGuideRule: Hashable, @unchecked Sendable {
  // Created and run on the main actor, by the view layer and the layout engine.
  let guide: GuideID
  let compute: (ViewDimensions) -> CGFloat

  init(horizontal: HorizontalAlignment, _ compute: @escaping (ViewDimensions) -> CGFloat) {
    guide = GuideID(horizontal)
    self.compute = compute
  }

  init(vertical: VerticalAlignment, _ compute: @escaping (ViewDimensions) -> CGFloat) {
    guide = GuideID(vertical)
    self.compute = compute
  }

  package static func == (lhs: AlignmentGuideRule, rhs: AlignmentGuideRule) -> Bool {
    lhs === rhs
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutEngine {
  /// Whether a stack of these children must line them up by guides rather than by a fraction
  /// of their sizes: a custom alignment, a child with an explicit guide for it, or a custom
  /// layout container (whose layout may give the guide a value).
  static func needsGuides(_ children: [LayoutBox], _ guide: GuideID) -> Bool {
    !guide.isFraction
      || children.contains { explicitRule(of: $0, guide) != nil || customContainer(of: $0) != nil }
  }

  /// The value of `guide` for a child of `size`, sized for `proposal`: its explicit value
  /// (see `explicitGuideValue`), else the guide's default for its size.
  mutating func guideValue(
    of box: LayoutBox,
    size: CGSize,
    _ proposal: ProposedViewSize,
    _ guide: GuideID
  ) -> CGFloat {
    if let value = explicitGuideValue(of: box, size: size, proposal, guide) { return value }
    let dimensions = ViewDimensions(size: size, firstLineHeight: Self.firstLineHeight(of: box))
    return guide.defaultValue(dimensions)
  }

  /// The value a child of `size`, sized for `proposal`, sets for `guide` itself: an
  /// `alignmentGuide`'s, a text's baseline, or a custom layout container's
  /// `explicitAlignment` (by default the merge of its subviews' explicit values); `nil` when
  /// it sets none.
  mutating func explicitGuideValue(
    of box: LayoutBox,
    size: CGSize,
    _ proposal: ProposedViewSize,
    _ guide: GuideID
  ) -> CGFloat? {
    let dimensions = ViewDimensions(size: size, firstLineHeight: Self.firstLineHeight(of: box))
    if let rule = Self.explicitRule(of: box, guide) { return rule.compute(dimensions) }
    if dimensions.firstLineHeight != nil, guide.isTextBaseline {
      return guide.defaultValue(dimensions)
    }
    if let container = Self.customContainer(of: box), case .custom(let rule) = container.kind {
      return DeepStack.nest { customGuide(container, rule, guide, size: size, proposal) }
    }
    return nil
  }

  /// The custom layout container a box is, through modifiers that keep its frame.
  private static func customContainer(of box: LayoutBox) -> LayoutBox? {
    var current = box
    while true {
      switch current.kind {
      case .custom: return current
      case .alignmentGuide, .passthrough, .layoutPriority:
        guard current.children.count == 1 else { return nil }
        current = current.children[0]
      default:
        return nil
      }
    }
  }

  /// The innermost explicit guide set on a box, through modifiers that keep its frame.
  private static func explicitRule(of box: LayoutBox, _ guide: GuideID) -> AlignmentGuideRule? {
    var current = box
    var found: AlignmentGuideRule?
    while true {
      switch current.kind {
      case .alignmentGuide(let rule):
        if rule.guide == guide, found == nil { found = rule }
      case .passthrough, .layoutPriority:
        break
      default:
        return found
      }
      guard current.children.count == 1 else { return found }
      current = current.children[0]
    }
  }

  /// The height of a text's first line, for the first-baseline guide.
  private static func firstLineHeight(of box: LayoutBox) -> CGFloat? {
    var current = box
    while true {
      switch current.kind {
      case .text: return TextLayout.lineHeight
      case .alignmentGuide, .passthrough, .layoutPriority:
        guard current.children.count == 1 else { return nil }
        current = current.children[0]
      default:
        return nil
      }
    }
  }
}
