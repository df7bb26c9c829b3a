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
/// the layout's value change. Differences: `explicitAlignment(of:in:proposal:subviews:cache:)`
/// is not asked by the host's stacks (they align a custom container by its size, as a view
/// without explicit guides), and the layout's `animatableData` is not interpolated: the
/// subviews' frames move with the transaction's animation, as for any change of layout.
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

  /// No explicit value: the guide's default.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The container's frame.
  ///   - proposal: The proposal.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: `nil`.
  public func explicitAlignment(
    of guide: HorizontalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }

  /// No explicit value: the guide's default.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The container's frame.
  ///   - proposal: The proposal.
  ///   - subviews: The subviews.
  ///   - cache: The cache.
  /// - Returns: `nil`.
  public func explicitAlignment(
    of guide: VerticalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }

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
