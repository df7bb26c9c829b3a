import Foundation

/// Where a presented layer goes on the screen, whatever the presenter's place in the tree.
package enum PresentationPlacement: Hashable, Sendable {
  /// A sheet (and a popover in compact width): the screen below a gap of
  /// ``LayoutEngine/sheetTopInset`` points; the presenter stays visible above and behind it.
  case sheet
  /// A full-screen cover: the whole screen; the presenter's content has no frame while it is up.
  case fullScreenCover
  /// An alert or a confirmation dialog: the whole screen, over the presenter, which stays
  /// visible; the layer's content places itself (centred, or at the bottom).
  case overlay
  /// A toolbar's bars: over the enclosing navigation screen (the whole screen outside a
  /// stack), in the safe area the screen gives them; not a screen of its own.
  case navigationBars
}

/// Navigation screens and presented layers.
extension LayoutEngine {
  /// The gap above a sheet: the part of the presenting screen a large-detent sheet leaves
  /// visible, below the status bar when the host has a device's insets.
  package static let sheetTopInset: CGFloat = 10

  /// Places the visible screens of a navigation stack, each in the safe area its bars leave
  /// (proposed that rect and centred in it, the bars a safe-area layer around it); covered
  /// screens have no frame.
  mutating func placeScreens(
    _ box: LayoutBox,
    in bounds: CGRect,
    visibleFrom: Int,
    hasBars: Bool
  ) {
    for (index, child) in box.children.enumerated() {
      if child.isEmptyView {
        unplace(child)
        continue
      }
      if index < visibleFrom {
        park(child)
        continue
      }
      guard hasBars else {
        let proposal = ProposedViewSize(bounds.size)
        let childSize = size(of: child, proposal, in: nil)
        place(child, at: Self.origin(of: childSize, in: bounds, .center), proposal, in: nil)
        continue
      }
      let bars = screenBars(of: box.children, at: index)
      let layer = SafeAreaLayer(
        outer: bounds,
        insets: EdgeInsets(top: bars.top, leading: 0, bottom: bars.bottom, trailing: 0),
        bars: bars
      )
      let safe = layer.inner
      let proposal = ProposedViewSize(safe.size)
      let childSize = size(of: child, proposal, in: nil)
      let origin = Self.origin(of: childSize, in: safe, .center)
      place(child, at: origin, proposal, in: nil, inside: layer)
    }
  }

  /// Places a presenter's content as its own, and its presented layer on the screen.
  mutating func placePresentation(
    _ box: LayoutBox,
    at origin: CGPoint,
    _ proposal: ProposedViewSize,
    _ placement: PresentationPlacement,
    in axis: StackAxis?
  ) {
    guard let content = box.children.first else { return }
    let layer = box.children.count > 1 ? box.children[1] : nil
    let isPresenting = layer.map { !$0.isEmptyView } ?? false
    if isPresenting, placement == .fullScreenCover {
      unplace(content)
    } else {
      place(content, at: origin, proposal, in: axis)
    }
    guard let layer, isPresenting else { return }
    let screen = self.screen ?? CGSize(width: 390, height: 844)
    if placement == .navigationBars, case .navigationBarContent(let content) = layer.kind {
      return placeNavigationBarLayer(layer, content, of: box)
    }
    if placement == .navigationBars {
      let rect =
        SafeAreaLayer.screen(in: safeArea)?.rect ?? CGRect(origin: .zero, size: screen)
      place(layer, at: rect.origin, ProposedViewSize(rect.size), in: nil)
      return
    }
    let inset = placement == .sheet ? Self.sheetTopInset + safeAreaInsets.top : 0
    let rect = CGRect(x: 0, y: inset, width: screen.width, height: screen.height - inset)
    placeOnOwnScreen(layer, at: rect.origin, ProposedViewSize(rect.size))
  }
}
