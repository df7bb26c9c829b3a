import Foundation

/// A `ZStack` whose children line up by guides (a custom alignment, or an explicit
/// `alignmentGuide`, as in the badge idiom `alignmentGuide(.top) { $0[VerticalAlignment.center] }`):
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
    let xs = zip(layout.children, sizes).map { Self.guideValue(of: $0, size: $1, horizontal) }
    let ys = zip(layout.children, sizes).map { Self.guideValue(of: $0, size: $1, vertical) }
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
