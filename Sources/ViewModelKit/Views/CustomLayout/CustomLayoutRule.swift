import Foundation

/// A custom layout in a box's kind: the ``Layout`` value, type-erased, compared by value so that
/// a changed layout invalidates its box.
package final class CustomLayoutRule: Hashable, @unchecked Sendable {
  // Made on the main actor and run by the layout engine there.
  let layout: any Layout

  init(_ layout: any Layout) {
    self.layout = layout
  }

  /// The kind of a container laid out by `layout`: a built-in stack's own kind, or a custom
  /// layout's (``AnyLayout`` looks through to the layout it wraps).
  static func kind(of layout: any Layout) -> LayoutKind {
    if let any = layout as? AnyLayout { return kind(of: any.layout) }
    if let builtIn = layout as? any BuiltInLayout { return builtIn.layoutKind }
    return .custom(CustomLayoutRule(layout))
  }

  package static func == (lhs: CustomLayoutRule, rhs: CustomLayoutRule) -> Bool {
    lhs === rhs || ValueEquality.equal(lhs.layout, rhs.layout)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: layout)))
  }

  /// A new cache for `subviews`.
  func makeCache(_ subviews: LayoutSubviews) -> Any {
    layout.erasedMakeCache(subviews)
  }

  /// Brings `cache` up to date for `subviews`.
  func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
    layout.erasedUpdateCache(&cache, subviews)
  }

  /// The container's size for `proposal`.
  func sizeThatFits(
    _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGSize {
    layout.erasedSizeThatFits(proposal, subviews, &cache)
  }

  /// The container's explicit value for `guide`, from the layout's `explicitAlignment`.
  func explicitAlignment(
    _ guide: GuideID,
    _ bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGFloat? {
    layout.erasedExplicitAlignment(guide, bounds, proposal, subviews, &cache)
  }

  /// Places the subviews in `bounds`.
  func placeSubviews(
    _ bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) {
    layout.erasedPlaceSubviews(bounds, proposal, subviews, &cache)
  }
}

/// A layout's methods with its cache type-erased, for a layout seen as `any Layout`.
extension Layout {
  fileprivate func erasedMakeCache(_ subviews: Subviews) -> Any {
    makeCache(subviews: subviews)
  }

  fileprivate func erasedUpdateCache(_ cache: inout Any, _ subviews: Subviews) {
    var typed = cache as! Cache
    updateCache(&typed, subviews: subviews)
    cache = typed
  }

  fileprivate func erasedSizeThatFits(
    _ proposal: ProposedViewSize,
    _ subviews: Subviews,
    _ cache: inout Any
  ) -> CGSize {
    var typed = cache as! Cache
    defer { cache = typed }
    return sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
  }

  fileprivate func erasedExplicitAlignment(
    _ guide: GuideID,
    _ bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ subviews: Subviews,
    _ cache: inout Any
  ) -> CGFloat? {
    var typed = cache as! Cache
    defer { cache = typed }
    return guide.isHorizontal
      ? explicitAlignment(
        of: guide.horizontal,
        in: bounds,
        proposal: proposal,
        subviews: subviews,
        cache: &typed
      )
      : explicitAlignment(
        of: guide.vertical,
        in: bounds,
        proposal: proposal,
        subviews: subviews,
        cache: &typed
      )
  }

  fileprivate func erasedPlaceSubviews(
    _ bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ subviews: Subviews,
    _ cache: inout Any
  ) {
    var typed = cache as! Cache
    placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    cache = typed
  }
}

/// What a custom layout container keeps on its box between passes: its cache, and the session
/// its proxies measure through.
///
/// One session serves every call for the container, so proxies a layout keeps in its cache
/// stay usable in its later calls.
final class CustomLayoutState {
  let session = CustomLayoutSession()
  private var cache: Any?
  /// The layout and the box's version the cache is current for.
  private var rule: CustomLayoutRule?
  private var version = 0

  /// Runs `body` with the cache of `rule`'s container: made the first time, and brought up to
  /// date (the layout's `updateCache`) after the layout's value or anything in the container
  /// changed (`version`).
  func withCache<Result>(
    _ rule: CustomLayoutRule,
    _ subviews: LayoutSubviews,
    version: Int,
    _ body: (inout Any) -> Result
  ) -> Result {
    var current: Any
    if let cache {
      current = cache
      if self.rule !== rule || self.version != version {
        rule.updateCache(&current, subviews)
      }
    } else {
      current = rule.makeCache(subviews)
    }
    self.rule = rule
    self.version = version
    defer { cache = current }
    return body(&current)
  }
}
