import Foundation

/// `TabView`: the tab bar (the last child) at the bottom, as tall as it wants across the whole
/// width; the selected tab proposed the rest above it; the other built tabs not placed.
extension LayoutEngine {
  mutating func placeTabView(_ box: LayoutBox, in bounds: CGRect, _ selected: Int) {
    guard let bar = box.children.last else { return }
    let barProposal = ProposedViewSize(width: bounds.width, height: nil)
    let barHeight = size(of: bar, barProposal, in: nil).height
    place(bar, at: CGPoint(x: bounds.minX, y: bounds.maxY - barHeight), barProposal, in: nil)
    let content = ProposedViewSize(width: bounds.width, height: max(0, bounds.height - barHeight))
    for (index, tab) in box.children.dropLast().enumerated() {
      guard index == selected else {
        unplace(tab)
        continue
      }
      let tabSize = size(of: tab, content, in: nil)
      let origin = CGPoint(
        x: bounds.minX + (bounds.width - tabSize.width) / 2,
        y: bounds.minY + ((content.height ?? 0) - tabSize.height) / 2
      )
      place(tab, at: origin, content, in: nil)
    }
  }
}
