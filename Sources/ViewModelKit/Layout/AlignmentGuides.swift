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
  /// of their sizes: a custom alignment, or a child with an explicit guide for it.
  static func needsGuides(_ children: [LayoutBox], _ guide: GuideID) -> Bool {
    !guide.isFraction || children.contains { explicitRule(of: $0, guide) != nil }
  }

  /// The value of `guide` for a child of `size`: its explicit guide, else the default.
  static func guideValue(of box: LayoutBox, size: CGSize, _ guide: GuideID) -> CGFloat {
    let dimensions = ViewDimensions(size: size, firstLineHeight: firstLineHeight(of: box))
    if let rule = explicitRule(of: box, guide) { return rule.compute(dimensions) }
    return guide.defaultValue(dimensions)
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
