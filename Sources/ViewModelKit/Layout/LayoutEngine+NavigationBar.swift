import Foundation

/// What a navigation bar draws itself, beside the toolbar's items.
package enum NavigationBarContent: Hashable, Sendable {
  /// The back button of a pushed screen: in the bar's row of 44 points, at its leading edge.
  case backButton
  /// The screen's title: its first child centred in the bar's row (inline), or its second at
  /// the leading edge of the 52 points below the row (large).
  case title
}

/// The navigation bar's own content: the back button and the title, in the bar of the
/// innermost navigation screen.
extension LayoutEngine {
  /// Places a back button or a title layer in the bar of the innermost screen, or takes its
  /// frames away when the bar does not draw it: a hidden bar, a hidden back button, a title that
  /// is not the screen's (an earlier one in tree order wins), an inline title replaced by a
  /// `.principal` toolbar item, or no navigation screen around it.
  ///
  /// The layer's frame is the part of the bar it is drawn in: the row of 44 points, or the
  /// large title's 52 points below it.
  mutating func placeNavigationBarLayer(
    _ layer: LayoutBox,
    _ content: NavigationBarContent,
    of box: LayoutBox
  ) {
    guard let screen = SafeAreaLayer.screen(in: safeArea), screen.bars.top > 0 else {
      return unplace(layer)
    }
    let bars = screen.bars
    let row = CGRect(
      x: screen.rect.minX,
      y: screen.rect.minY,
      width: screen.rect.width,
      height: NavigationBarMetrics.inlineBarHeight
    )
    var rect = row
    switch content {
    case .backButton:
      guard bars.showsBackButton else { return unplace(layer) }
    case .title:
      guard box.id == bars.titleOwner else { return unplace(layer) }
      if bars.isLargeTitle {
        rect = CGRect(
          x: row.minX,
          y: row.maxY,
          width: row.width,
          height: NavigationBarMetrics.largeTitleHeight
        )
      } else if bars.hidesInlineTitle {
        return unplace(layer)
      }
    }
    place(layer, at: rect.origin, ProposedViewSize(rect.size), in: nil)
  }

  /// Places the back button at the leading edge of its row, or the title: inline, centred in
  /// the row and proposed its width less the back button's room on both sides; large, at the
  /// leading edge of its band, proposed the band's width less 16 points on each side.
  mutating func placeNavigationBarContent(
    _ box: LayoutBox,
    in bounds: CGRect,
    _ content: NavigationBarContent
  ) {
    let bars = SafeAreaLayer.screen(in: safeArea)?.bars
    switch content {
    case .backButton:
      guard let button = box.children.first else { return }
      let size = size(of: button, .unspecified, in: nil)
      let origin = CGPoint(
        x: bounds.minX + NavigationBarMetrics.backButtonMargin,
        y: bounds.midY - size.height / 2
      )
      place(button, at: origin, .unspecified, in: nil)
    case .title:
      guard box.children.count == 2 else { return }
      let isLarge = bars?.isLargeTitle ?? false
      let (shown, hidden) = isLarge ? (box.children[1], box.children[0]) : box.children.pair
      unplace(hidden)
      let margin =
        isLarge
        ? NavigationBarMetrics.titleMargin
        : max(NavigationBarMetrics.titleMargin, (bars?.leadingInset ?? 0) + 8)
      let proposal = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: nil)
      let size = size(of: shown, proposal, in: nil)
      let x = isLarge ? bounds.minX + margin : bounds.midX - size.width / 2
      place(shown, at: CGPoint(x: x, y: bounds.midY - size.height / 2), proposal, in: nil)
    }
  }

  /// The back button of the screen `screen` of a stack (the layer of its screen modifier), if it
  /// has one.
  static func backButton(of screen: LayoutBox) -> LayoutBox? {
    var box = screen
    for _ in 0..<8 {
      if case .presentation(.navigationBars) = box.kind, box.children.count > 1,
        case .navigationBarContent(.backButton) = box.children[1].kind
      {
        return box.children[1].children.first
      }
      guard let first = box.children.first else { return nil }
      box = first
    }
    return nil
  }
}

extension Array where Element == LayoutBox {
  /// The first two boxes (the array has two).
  fileprivate var pair: (LayoutBox, LayoutBox) { (self[0], self[1]) }
}
