import Foundation

/// Custom `Layout` containers: the layout's own methods, asked through proxies that measure with
/// this engine.
extension LayoutEngine {
  /// The container's size for `proposal`, from the layout's `sizeThatFits`.
  mutating func customSize(
    _ box: LayoutBox,
    _ rule: CustomLayoutRule,
    _ proposal: ProposedViewSize
  ) -> CGSize {
    let state = box.customLayoutState
    let children = box.children.filter { !$0.isEmptyView }
    let version = box.version
    return state.session.run(with: &self) {
      let subviews = LayoutSubviews(children, session: state.session)
      return state.withCache(rule, subviews, version: version) { cache in
        rule.sizeThatFits(proposal, subviews, &cache)
      }
    }
  }

  /// The container's value for `guide` at `size`, from the layout's `explicitAlignment`
  /// (asked with bounds at the origin), as an offset from the container's top-leading corner;
  /// `nil` when the layout gives none.
  mutating func customGuide(
    _ box: LayoutBox,
    _ rule: CustomLayoutRule,
    _ guide: GuideID,
    size: CGSize,
    _ proposal: ProposedViewSize
  ) -> CGFloat? {
    let state = box.customLayoutState
    let children = box.children.filter { !$0.isEmptyView }
    let version = box.version
    let bounds = CGRect(origin: .zero, size: size)
    return state.session.run(with: &self) {
      let subviews = LayoutSubviews(children, session: state.session)
      return state.withCache(rule, subviews, version: version) { cache in
        rule.explicitAlignment(guide, bounds, proposal, subviews, &cache)
      }
    }
  }

  /// Places the container's subviews where the layout's `placeSubviews` says; a subview it
  /// does not place is proposed the container's size and centred in it, as in SwiftUI.
  mutating func placeCustom(
    _ box: LayoutBox,
    _ rule: CustomLayoutRule,
    in bounds: CGRect,
    _ proposal: ProposedViewSize
  ) {
    let state = box.customLayoutState
    let children = box.children.filter { !$0.isEmptyView }
    let version = box.version
    state.session.run(with: &self, placing: true) {
      let subviews = LayoutSubviews(children, session: state.session)
      state.withCache(rule, subviews, version: version) { cache in
        rule.placeSubviews(bounds, proposal, subviews, &cache)
      }
    }
    let placements = state.session.placements
    for child in box.children where child.isEmptyView { unplace(child) }
    for child in children {
      if let placement = placements[ObjectIdentifier(child)] {
        place(child, at: placement.origin, placement.proposal, in: nil)
      } else {
        let offered = ProposedViewSize(bounds.size)
        let size = size(of: child, offered, in: nil)
        place(child, at: Self.origin(of: size, in: bounds, .center), offered, in: nil)
      }
    }
  }
}
