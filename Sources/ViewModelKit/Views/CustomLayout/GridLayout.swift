public import Foundation

/// A `Grid`'s layout, as a value: `GridLayout { GridRow { … } }` lays out as `Grid { GridRow { … } }`.
///
/// Use it where a layout must be a value, to switch a container between a grid and a stack
/// while its views keep their identity and state:
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(GridLayout())
/// layout {
///   GridRow { Text("Name"); Text("Ada") }
///   GridRow { Text("Role"); Text("Engineer") }
/// }
/// ```
///
/// The host lays the container out with `Grid`'s own rule (columns as wide as their widest cell,
/// rows as tall as their tallest, `gridCellColumns` and `gridColumnAlignment` honoured). Under
/// any other layout a `GridRow` is a group, as in SwiftUI: its cells are subviews of their own.
/// Called directly from another layout's methods, `sizeThatFits` and `placeSubviews` lay the
/// given subviews out as rows of their own, one above the other (those subviews have no grid
/// rows).
public struct GridLayout: Layout, BuiltInLayout {
  /// The grid's cache: the host keeps what it measures on the container's subviews.
  public struct Cache {}

  /// How cells line up in their cells, unless a row or a column says otherwise.
  public var alignment: Alignment
  /// The gap between columns; `nil` for the default of 8.
  public var horizontalSpacing: CGFloat?
  /// The gap between rows; `nil` for the default of 8.
  public var verticalSpacing: CGFloat?

  /// Creates a grid layout.
  ///
  /// - Parameters:
  ///   - alignment: How cells line up in their cells, unless a row or column says otherwise.
  ///   - horizontalSpacing: The gap between columns; `nil` for the default of 8.
  ///   - verticalSpacing: The gap between rows; `nil` for the default of 8.
  public init(
    alignment: Alignment = .center,
    horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  var layoutKind: LayoutKind {
    .grid(
      alignment: alignment,
      horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing
    )
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  public func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Cache
  ) -> CGSize {
    subviews.gridSize(proposal, horizontalSpacing, verticalSpacing)
  }

  public func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Cache
  ) {
    subviews.placeGrid(in: bounds, proposal, alignment, horizontalSpacing, verticalSpacing)
  }
}
