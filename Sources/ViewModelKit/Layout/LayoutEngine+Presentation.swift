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
}

/// Navigation screens and presented layers.
extension LayoutEngine {
  /// The gap above a sheet: the part of the presenting screen a large-detent sheet leaves
  /// visible (a device also keeps the status bar's safe area; the headless screen has none).
  package static let sheetTopInset: CGFloat = 10

  /// Places the visible screens of a navigation stack, each proposed the stack's size and
  /// centred in it; covered screens have no frame.
  mutating func placeScreens(_ box: LayoutBox, in bounds: CGRect, visibleFrom: Int) {
    for (index, child) in box.children.enumerated() {
      if index < visibleFrom || child.isEmptyView {
        unplace(child)
        continue
      }
      let proposal = ProposedViewSize(bounds.size)
      let childSize = size(of: child, proposal, in: nil)
      place(child, at: Self.origin(of: childSize, in: bounds, .center), proposal, in: nil)
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
    let inset = placement == .sheet ? Self.sheetTopInset : 0
    let rect = CGRect(x: 0, y: inset, width: screen.width, height: screen.height - inset)
    place(layer, at: rect.origin, ProposedViewSize(rect.size), in: nil)
  }
}
