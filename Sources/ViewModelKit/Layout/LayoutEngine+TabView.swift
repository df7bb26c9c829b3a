import Foundation

/// `TabView`: the tab bar (the last child) at the bottom, as tall as it wants across the whole
/// width (not placed when the selected tab says `toolbar(.hidden, for: .tabBar)`); the selected
/// tab proposed the rest above it; the other built tabs not placed.
extension LayoutEngine {
  mutating func placeTabView(_ box: LayoutBox, in bounds: CGRect, _ selected: Int) {
    guard let bar = box.children.last else { return }
    let tabs = box.children.dropLast()
    let isBarHidden =
      tabs.indices.contains(selected) && tabs[selected].navigationBarTraits.tabBarHidden == true
    var barHeight: CGFloat = 0
    if isBarHidden {
      unplace(bar)
    } else {
      let barProposal = ProposedViewSize(width: bounds.width, height: nil)
      barHeight = size(of: bar, barProposal, in: nil).height
      place(bar, at: CGPoint(x: bounds.minX, y: bounds.maxY - barHeight), barProposal, in: nil)
    }
    // The selected tab is laid out above the bar, which is a safe-area inset it may extend
    // under with `ignoresSafeArea`.
    let layer = SafeAreaLayer(
      outer: bounds,
      insets: EdgeInsets(top: 0, leading: 0, bottom: barHeight, trailing: 0)
    )
    let content = ProposedViewSize(layer.inner.size)
    for (index, tab) in tabs.enumerated() {
      guard index == selected else {
        unplace(tab)
        continue
      }
      let tabSize = size(of: tab, content, in: nil)
      let origin = Self.origin(of: tabSize, in: layer.inner, .center)
      place(tab, at: origin, content, in: nil, inside: layer)
    }
  }
}
