public import Foundation

/// A layout the host lays out as one of its own containers.
protocol BuiltInLayout: Layout {
  /// The kind of the container's box.
  var layoutKind: LayoutKind { get }
}

/// An `HStack`'s layout, as a value: `HStackLayout { … }` lays out as `HStack { … }`.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public struct HStackLayout: Layout, BuiltInLayout {
  public typealias Cache = Void

  /// Where the views line up vertically.
  public var alignment: VerticalAlignment
  /// The gap between views; `nil` for the default.
  public var spacing: CGFloat?

  /// Creates a horizontal stack layout.
  ///
  /// - Parameters:
  ///   - alignment: Where the views line up vertically.
  ///   - spacing: The gap between views; `nil` for the default.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var layoutKind: LayoutKind { .hStack(alignment: alignment, spacing: spacing) }

  public func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) -> CGSize {
    subviews.stackSize(proposal, .horizontal, GuideID(alignment), spacing)
  }

  public func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    subviews.placeStack(in: bounds, proposal, .horizontal, GuideID(alignment), spacing)
  }
}

/// A `VStack`'s layout, as a value: `VStackLayout { … }` lays out as `VStack { … }`.
///
/// ```swift
/// VStackLayout(alignment: .leading, spacing: 4) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStackLayout: Layout, BuiltInLayout {
  public typealias Cache = Void

  /// Where the views line up horizontally.
  public var alignment: HorizontalAlignment
  /// The gap between views; `nil` for the default.
  public var spacing: CGFloat?

  /// Creates a vertical stack layout.
  ///
  /// - Parameters:
  ///   - alignment: Where the views line up horizontally.
  ///   - spacing: The gap between views; `nil` for the default.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var layoutKind: LayoutKind { .vStack(alignment: alignment, spacing: spacing) }

  public func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) -> CGSize {
    subviews.stackSize(proposal, .vertical, GuideID(alignment), spacing)
  }

  public func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    subviews.placeStack(in: bounds, proposal, .vertical, GuideID(alignment), spacing)
  }
}

/// A `ZStack`'s layout, as a value: `ZStackLayout { … }` lays out as `ZStack { … }`.
///
/// ```swift
/// ZStackLayout(alignment: .bottom) { Color.blue; Text("Caption") }
/// ```
public struct ZStackLayout: Layout, BuiltInLayout {
  public typealias Cache = Void

  /// Where the views line up.
  public var alignment: Alignment

  /// Creates a layered stack layout.
  ///
  /// - Parameter alignment: Where the views line up.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  var layoutKind: LayoutKind { .zStack(alignment: alignment) }

  public func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) -> CGSize {
    subviews.zStackSize(proposal)
  }

  public func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    let proposal = ProposedViewSize(bounds.size)
    for subview in subviews {
      let size = subview.sizeThatFits(proposal)
      let origin = LayoutEngine.origin(of: size, in: bounds, alignment)
      subview.place(at: origin, proposal: proposal)
    }
  }
}

/// A layout of any type, so that one container can change its layout and keep its subviews'
/// identity (and animate them to their new places).
///
/// ```swift
/// let layout = verticalSizeClass == .compact ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///   Image(systemName: "star")
///   Text("Favourites")
/// }
/// ```
public struct AnyLayout: Layout {
  /// The cache of the wrapped layout.
  public struct Cache {
    var value: Any
  }

  let layout: any Layout

  /// Wraps `layout`.
  ///
  /// - Parameter layout: The layout.
  public init<L: Layout>(_ layout: L) {
    self.layout = (layout as? AnyLayout)?.layout ?? layout
  }

  public func makeCache(subviews: Subviews) -> Cache {
    Cache(value: CustomLayoutRule(layout).makeCache(subviews))
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    CustomLayoutRule(layout).updateCache(&cache.value, subviews)
  }

  public func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Cache
  ) -> CGSize {
    CustomLayoutRule(layout).sizeThatFits(proposal, subviews, &cache.value)
  }

  public func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Cache
  ) {
    CustomLayoutRule(layout).placeSubviews(bounds, proposal, subviews, &cache.value)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    CustomLayoutRule(layout)
      .explicitAlignment(GuideID(guide), bounds, proposal, subviews, &cache.value)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    CustomLayoutRule(layout)
      .explicitAlignment(GuideID(guide), bounds, proposal, subviews, &cache.value)
  }
}
