import Foundation

/// A `ZStack` whose children line up by guides (a custom alignment, an explicit
/// `alignmentGuide`, or a custom layout container's `explicitAlignment`, as in the badge idiom `alignmentGuide(.top) { $0[VerticalAlignment.center] }`):
/// each child's guides meet at one point, and the stack is the union of the children so placed.
extension LayoutEngine {
  /// What a guided ZStack decided: its children, their offsets from its origin, and its size.
  struct GuidedZStack {
    var children: [LayoutBox] = []
    var offsets: [CGPoint] = []
    var size = CGSize.zero
  }

  /// Whether the ZStack must line its children up by guides.
  static func zStackNeedsGuides(_ children: [LayoutBox], _ alignment: Alignment) -> Bool {
    needsGuides(children, GuideID(alignment.horizontal))
      || needsGuides(children, GuideID(alignment.vertical))
  }

  /// Measures every child for `proposal` and lines their guides up.
  mutating func guidedZStackLayout(
    _ children: [LayoutBox],
    _ proposal: ProposedViewSize,
    _ alignment: Alignment
  ) -> GuidedZStack {
    var layout = GuidedZStack()
    layout.children = children.filter { !$0.isEmptyView }
    let sizes = layout.children.map { size(of: $0, proposal, in: nil) }
    let horizontal = GuideID(alignment.horizontal)
    let vertical = GuideID(alignment.vertical)
    var xs: [CGFloat] = []
    var ys: [CGFloat] = []
    for (child, size) in zip(layout.children, sizes) {
      xs.append(guideValue(of: child, size: size, proposal, horizontal))
      ys.append(guideValue(of: child, size: size, proposal, vertical))
    }
    let lineX = xs.max() ?? 0
    let lineY = ys.max() ?? 0
    layout.offsets = zip(xs, ys).map { CGPoint(x: lineX - $0, y: lineY - $1) }
    for (offset, size) in zip(layout.offsets, sizes) {
      layout.size.width = max(layout.size.width, offset.x + size.width)
      layout.size.height = max(layout.size.height, offset.y + size.height)
    }
    return layout
  }
}
