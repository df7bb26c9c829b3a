import Foundation

/// The safe area: navigation screens under their bars, `ignoresSafeArea`, and a toolbar's rows
/// in the bars of its screen.
extension LayoutEngine {
  /// Places `child` with `layer` added to the safe areas around it.
  mutating func place(
    _ child: LayoutBox,
    at origin: CGPoint,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?,
    inside layer: SafeAreaLayer
  ) {
    let saved = safeArea
    safeArea.append(layer)
    place(child, at: origin, proposal, in: axis)
    safeArea = saved
  }

  /// Places `child` as a screen of its own (a presented layer): with no safe area around it
  /// but the device's, where its rect reaches under the status bar or the home indicator.
  mutating func placeOnOwnScreen(
    _ child: LayoutBox,
    at origin: CGPoint,
    _ proposal: ProposedViewSize
  ) {
    let saved = safeArea
    safeArea = []
    if safeAreaInsets != EdgeInsets(), let screen {
      let rect = CGRect(origin: origin, size: proposal.replacingUnspecifiedDimensions(by: .zero))
      let insets = EdgeInsets(
        top: max(0, safeAreaInsets.top - rect.minY),
        leading: max(0, safeAreaInsets.leading - rect.minX),
        bottom: max(0, rect.maxY - (screen.height - safeAreaInsets.bottom)),
        trailing: max(0, rect.maxX - (screen.width - safeAreaInsets.trailing))
      )
      let layer = SafeAreaLayer(outer: rect, insets: insets)
      safeArea = [layer]
      place(child, at: layer.inner.origin, ProposedViewSize(layer.inner.size), in: nil)
    } else {
      place(child, at: origin, proposal, in: nil)
    }
    safeArea = saved
  }

  /// Lays the root out in the device's safe area: proposed its size and centred in it, with
  /// the device's insets as the outermost safe-area layer, so that `ignoresSafeArea` reaches
  /// the screen's edges and `GeometryProxy.safeAreaInsets` reports them.
  mutating func layoutInDeviceSafeArea(_ root: LayoutBox, in screen: CGSize) {
    let layer = SafeAreaLayer(outer: CGRect(origin: .zero, size: screen), insets: safeAreaInsets)
    safeArea = [layer]
    let proposal = ProposedViewSize(layer.inner.size)
    let size = size(of: root, proposal, in: nil)
    place(root, at: Self.origin(of: size, in: layer.inner, .center), proposal, in: nil)
    safeArea = []
  }

  /// Places the child of `ignoresSafeArea`: its frame reaches out on `edges` by the insets the
  /// modifier's frame resolves to, and it is proposed that much more (SwiftUI's
  /// `_SafeAreaRegionsIgnoringLayout`).
  mutating func placeIgnoringSafeArea(
    _ child: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ edges: Edge.Set,
    in axis: StackAxis?
  ) {
    let insets = SafeAreaLayer.insets(of: bounds, in: safeArea).restricted(to: edges)
    let expanded = ProposedViewSize(
      width: proposal.width.map { $0 + insets.leading + insets.trailing },
      height: proposal.height.map { $0 + insets.top + insets.bottom }
    )
    let origin = CGPoint(x: bounds.minX - insets.leading, y: bounds.minY - insets.top)
    place(child, at: origin, expanded, in: axis)
  }

  /// The bars of the screen at `index` of a stack: the navigation bar (none when hidden; with a
  /// large title, taller) with its title and back button, and the bottom toolbar (when the
  /// screen's toolbar has bottom-bar items).
  mutating func screenBars(of screens: [LayoutBox], at index: Int) -> SafeAreaLayer.ScreenBars {
    let traits = screens[index].navigationBarTraits
    let isLarge = Self.isLargeTitle(screens, at: index)
    let top =
      traits.navigationBarHidden == true
      ? 0
      : isLarge ? NavigationBarMetrics.largeTitleBarHeight : NavigationBarMetrics.inlineBarHeight
    let bottom =
      traits.hasBottomItems == true && traits.bottomBarHidden != true
      ? NavigationBarMetrics.bottomToolbarHeight : 0
    var bars = SafeAreaLayer.ScreenBars(top: top, bottom: bottom)
    bars.isLargeTitle = isLarge
    bars.titleOwner = traits.titleOwner
    bars.hidesInlineTitle = traits.hasPrincipal == true
    if index > 0, top > 0, traits.backButtonHidden != true,
      let button = Self.backButton(of: screens[index])
    {
      bars.showsBackButton = true
      bars.leadingInset =
        NavigationBarMetrics.backButtonMargin + size(of: button, .unspecified, in: nil).width
    }
    return bars
  }

  /// Whether the screen at `index` shows a large title: its own display mode, or with
  /// `.automatic` the mode of the screen below it; the root's automatic mode is large when it
  /// has a title (`ToolbarTitleDisplayMode.automatic`'s documented rule).
  private static func isLargeTitle(_ screens: [LayoutBox], at index: Int) -> Bool {
    var current = index
    while true {
      let traits = screens[current].navigationBarTraits
      switch traits.displayMode {
      case .inline: return false
      case .large: return true
      case .automatic, nil:
        guard current > 0 else { return traits.hasTitle == true }
        current -= 1
      }
    }
  }

  /// Places a toolbar's rows in the bars of the innermost navigation screen, each centred.
  ///
  /// The first row goes in the navigation bar's top 44 points (above a large title), the second
  /// in the bottom toolbar. Outside a navigation stack the bars are at the top and bottom of
  /// `bounds`. When the bar shows a back button, the first row starts past it (its leading
  /// items 8 points after the button, as UIKit places items that supplement a back button), and
  /// a toolbar with `.navigation` items uses its third row, which has them at the trailing end.
  mutating func placeToolbarRows(_ box: LayoutBox, in bounds: CGRect) {
    guard box.children.count >= 2 else { return }
    let bars = SafeAreaLayer.screen(in: safeArea)?.bars
    var rows = Array(box.children.prefix(2))
    if box.children.count > 2 {
      // The row for a screen with a back button, when the toolbar has one, replaces the first.
      let beside = box.children[2]
      if bars?.showsBackButton == true, !beside.isEmptyView {
        unplace(rows[0])
        rows[0] = beside
      } else {
        unplace(beside)
      }
    }
    let topHeight = (bars?.top ?? 1) > 0 ? NavigationBarMetrics.inlineBarHeight : 0
    let bottomHeight = bars?.bottom ?? NavigationBarMetrics.bottomToolbarHeight
    // Leading items supplement a back button: they start 8 points past it.
    let leading = max(0, (bars?.leadingInset ?? 0) - 8)
    let rects = [
      CGRect(
        x: bounds.minX + leading,
        y: bounds.minY,
        width: max(0, bounds.width - leading),
        height: topHeight
      ),
      CGRect(
        x: bounds.minX,
        y: bounds.maxY - bottomHeight,
        width: bounds.width,
        height: bottomHeight
      ),
    ]
    for (row, rect) in zip(rows, rects) {
      guard rect.height > 0, !row.isEmptyView else {
        unplace(row)
        continue
      }
      let proposal = ProposedViewSize(rect.size)
      let rowSize = size(of: row, proposal, in: nil)
      place(row, at: Self.origin(of: rowSize, in: rect, .center), proposal, in: nil)
    }
  }
}
