public import Foundation

/// A type that arranges a collection of views: a custom layout container.
///
/// Give a layout its two required methods: ``sizeThatFits(proposal:subviews:cache:)`` reports
/// the container's size, and ``placeSubviews(in:proposal:subviews:cache:)`` places each subview
/// with ``LayoutSubview/place(at:anchor:proposal:)``. Use it as a container:
///
/// ```swift
/// struct FlowLayout: Layout {
///   var spacing: CGFloat = 8
///
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     rows(for: proposal.width ?? .infinity, subviews).size
///   }
///
///   func placeSubviews(
///     in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     for (subview, origin) in zip(subviews, rows(for: bounds.width, subviews).origins) {
///       subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
///                     proposal: .unspecified)
///     }
///   }
/// }
///
/// FlowLayout { ForEach(tags, id: \.self) { Text($0) } }
/// ```
///
/// The host measures and places a layout's subviews as SwiftUI does: each one is asked for its
/// size for the proposals the layout makes, and placed where the layout says. A subview the
/// layout does not place is centred in the container and proposed its size, as in SwiftUI. The
/// cache is made once per container and updated (by default: made again) when its subviews or
/// the layout's value change. A stack, a `ZStack`, an overlay or a background that aligns the
/// container by a guide asks the layout's `explicitAlignment(of:in:proposal:subviews:cache:)`
/// for it, as SwiftUI does; `nil` gives the guide's default for the container's size.
/// Differences: the guide is not asked through `padding` or `frame` around the container
/// (those align it by its size), a built-in stack among the subviews has no explicit guides of
/// its own to merge, and the layout's `animatableData` is not interpolated: the subviews'
/// frames move with the transaction's animation, as for any change of layout.
@preconcurrency
public protocol Layout: Sendable, Animatable {
  /// Properties of the layout container: its stack orientation.
  static var layoutProperties: LayoutProperties { get }

  /// Storage for values the layout computes once and reuses.
  associatedtype Cache = Void

  /// The proxies of the container's subviews.
  typealias Subviews = LayoutSubviews

  /// Creates the cache for a container's subviews.
  ///
  /// - Parameter subviews: The subviews.
  /// - Returns: The cache.
  func makeCache(subviews: Self.Subviews) -> Self.Cache

  /// Updates the cache when the subviews or the layout change; by default makes it again.
  ///
  /// - Parameters:
  ///   - cache: The cache.
  ///   - subviews: The subviews.
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

  /// The spacing the container prefers around it; by default the union of its subviews'.
  ///
  /// - Parameters:
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: The spacing.
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

  /// The size of the container for a proposal.
  ///
  /// - Parameters:
  ///   - proposal: The size offered to the container.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: The container's size.
  func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGSize

  /// Places every subview in the container's bounds.
  ///
  /// - Parameters:
  ///   - bounds: The container's frame, in the coordinates subviews are placed in.
  ///   - proposal: The proposal the container's size was chosen for.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Self.Subviews,
    cache: inout Self.Cache
  )

  /// The container's explicit value for a horizontal guide, or `nil` for its default.
  ///
  /// The host asks it when a container aligns this one by `guide` (a `VStack`, a `ZStack`, an
  /// overlay). Return the guide's position in the coordinates of `bounds`:
  ///
  /// ```swift
  /// func explicitAlignment(
  ///   of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
  ///   subviews: Subviews, cache: inout ()
  /// ) -> CGFloat? {
  ///   guide == .leading ? bounds.minX + 10 : nil
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The container's frame.
  ///   - proposal: The proposal.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: The guide's offset from the leading edge, or `nil`.
  func explicitAlignment(
    of guide: HorizontalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?

  /// The container's explicit value for a vertical guide, or `nil` for its default.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The container's frame.
  ///   - proposal: The proposal.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: The guide's offset from the top edge, or `nil`.
  func explicitAlignment(
    of guide: VerticalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Makes the cache again.
  ///
  /// - Parameters:
  ///   - cache: The cache.
  ///   - subviews: The subviews.
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacing.
  ///
  /// - Parameters:
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: The spacing.
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
  }

  /// The merge of the subviews' explicit values for the guide: SwiftUI's default.
  ///
  /// The subviews are where `placeSubviews(in:proposal:subviews:cache:)` puts them in `bounds`.
  /// A subview's explicit value is one it sets itself (`alignmentGuide(_:computeValue:)`, a
  /// custom layout's own `explicitAlignment`); their mean is the container's value.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The container's frame.
  ///   - proposal: The proposal.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: The merged value in the coordinates of `bounds`, or `nil` when no subview
  ///   sets the guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? {
    subviews.mergedGuide(GuideID(guide), in: bounds) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// The merge of the subviews' explicit values for the guide: SwiftUI's default.
  ///
  /// The subviews are where `placeSubviews(in:proposal:subviews:cache:)` puts them in `bounds`.
  /// A subview's explicit value is one it sets itself (`alignmentGuide(_:computeValue:)`, a
  /// text's baselines, a custom layout's own `explicitAlignment`). The first text baseline is
  /// the topmost of theirs, the last text baseline the lowest, any other guide their mean.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The container's frame.
  ///   - proposal: The proposal.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: The merged value in the coordinates of `bounds`, or `nil` when no subview
  ///   sets the guide.
  public func explicitAlignment(
    of guide: VerticalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? {
    subviews.mergedGuide(GuideID(guide), in: bounds) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// Arranges `content`'s views with this layout.
  ///
  /// ```swift
  /// FlowLayout(spacing: 4) {
  ///   Text("swift")
  ///   Text("linux")
  /// }
  /// ```
  ///
  /// - Parameter content: The views to arrange.
  /// - Returns: A container that lays its views out with this layout.
  @MainActor @preconcurrency
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutContainer(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  /// No cache.
  ///
  /// - Parameter subviews: The subviews.
  /// - Returns: Nothing.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// Properties of a layout container.
///
/// ```swift
/// struct Column: Layout {
///   static var layoutProperties: LayoutProperties {
///     var properties = LayoutProperties()
///     properties.stackOrientation = .vertical
///     return properties
///   }
///   // …
/// }
/// ```
public struct LayoutProperties: Sendable {
  /// The axis the container stacks its subviews along, if it is a stack; `nil` by default.
  ///
  /// Kept for the container; the host's layout does not read it.
  public var stackOrientation: Axis?

  /// Properties with no stack orientation.
  public init() {}
}
