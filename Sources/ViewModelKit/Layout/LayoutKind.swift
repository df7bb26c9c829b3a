package import Foundation

/// What a ``LayoutNode`` is, with the parameters its layout needs.
///
/// ```swift
/// let kind = LayoutKind.hStack(alignment: .center, spacing: nil)
/// ```
package enum LayoutKind: Hashable, Sendable {
  /// A `Text`, measured with the fixed-advance model of ``TextLayout`` at the style's point size.
  case text(String, lineLimit: Int?, style: TextLayout.Style = .body)
  /// A `Shape` or `Color`: takes the proposal, with an unspecified dimension replaced by 10.
  case shape
  /// A `Spacer`: grows along the axis of the enclosing stack, at least `minLength` (8 if nil).
  case spacer(minLength: CGFloat?)
  /// A `VStack`.
  case vStack(alignment: HorizontalAlignment, spacing: CGFloat?)
  /// An `HStack`.
  case hStack(alignment: VerticalAlignment, spacing: CGFloat?)
  /// A `ZStack`.
  case zStack(alignment: Alignment)
  /// `frame(width:height:alignment:)`; a negative or non-finite dimension is ignored.
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexibleFrame(
    minWidth: CGFloat?,
    idealWidth: CGFloat?,
    maxWidth: CGFloat?,
    minHeight: CGFloat?,
    idealHeight: CGFloat?,
    maxHeight: CGFloat?,
    alignment: Alignment
  )
  /// `padding(_:)` with explicit insets; see ``padding(_:top:leading:bottom:trailing:)`` for
  /// SwiftUI's defaults.
  case padding(EdgeInsets)
  /// A modifier with no layout effect (opacity, offset, scale, rotation, `id`, …): its one child
  /// gets the same proposal and the same frame.
  case passthrough
  /// A view laid out behind or over its first child: the first child decides the size; the
  /// second is proposed that size and aligned in it (`background`, `overlay`).
  case layered(alignment: Alignment)
  /// An `EmptyView`: zero size, no frame, and no gap in a stack.
  case empty
  /// `layoutPriority(_:)`: lays out as its one child; a stack sizes higher priorities first.
  case layoutPriority(Double)
  /// `fixedSize(horizontal:vertical:)`: its one child is proposed `nil` (its ideal) on the
  /// fixed axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `aspectRatio(_:contentMode:)`: its one child is proposed the largest (fit) or smallest
  /// (fill) size of the ratio for the proposal; `nil` takes the ratio of the child's ideal size.
  case aspectRatio(CGFloat?, contentMode: ContentMode)
  /// `position(x:y:)`: takes the whole proposal and centres its one child on the point.
  case position(CGPoint)
  /// `safeAreaInset(edge:alignment:spacing:content:)`: the first child (the content) is laid
  /// out in the space the second (the inset, at `edge`) leaves.
  case safeAreaInset(edge: Edge, alignment: Double, spacing: CGFloat)
  /// A `Divider`: a 1-point line across the enclosing stack (horizontal outside stacks).
  case divider
  /// A `GeometryReader`: takes the whole proposal (`nil` as 0) and places its children at its
  /// top-leading corner.
  case geometryReader
  /// A `ViewThatFits`: the first child whose ideal size fits the proposal on `axes`, else the
  /// last.
  case viewThatFits(Axis.Set)
  /// A `LazyVStack` (its realized rows): a `VStack` that takes the whole proposed width.
  case lazyVStack(alignment: HorizontalAlignment, spacing: CGFloat?)
  /// A `LazyHStack` (its realized rows): an `HStack` that takes the whole proposed height.
  case lazyHStack(alignment: VerticalAlignment, spacing: CGFloat?)
  /// A `Grid`: its `gridRow` children share columns; any other child is a row of its own.
  case grid(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
  /// A `GridRow`: its children are the cells of one grid row.
  case gridRow(alignment: VerticalAlignment?)
  /// `gridCellColumns(_:)`: its one child spans `count` columns.
  case gridCellColumns(Int)
  /// `gridColumnAlignment(_:)`: the column of its one child aligns its cells so.
  case gridColumnAlignment(HorizontalAlignment)
  /// `alignmentGuide(_:computeValue:)`: lays out as its one child; a stack aligning on the
  /// rule's guide uses its value.
  case alignmentGuide(AlignmentGuideRule)
  /// `containerRelativeFrame`: a frame whose length on the rule's axes comes from the
  /// container (the screen, headlessly).
  case containerRelativeFrame(ContainerRelativeRule)
  /// A `LazyVGrid` (`axis` vertical) or `LazyHGrid` (horizontal): its realized cells.
  case lazyGrid(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?)
  /// A navigation stack's screens: takes the whole proposal; the children from `visibleFrom`
  /// on are proposed it and centred, the ones before have no frame (they are covered). With
  /// `hasBars`, each screen is laid out below its navigation bar and above its bottom toolbar
  /// (a presented layer has none).
  case screens(visibleFrom: Int, hasBars: Bool)
  /// A presenting modifier (`sheet`, `alert`…): sized and placed as its first child; its
  /// second child (the presented layer) is proposed a rect of the screen and placed there.
  case presentation(PresentationPlacement)
  /// A `ScrollView`'s viewport: its one child (the content) is proposed no length on the
  /// scroll `axes` and placed at the viewport's top-leading corner.
  case scrollView(axes: Axis.Set)
  /// A lazy container of which only a window of rows has views: the realized children are laid
  /// out as `content` says, after `before` and before `after` points along `axis` (the rows
  /// outside the window).
  indirect case lazyWindow(LayoutKind, axis: Axis, before: CGFloat, after: CGFloat)
  /// A row of a `List` (or its section's header or footer): its content inset, at least
  /// `minHeight` tall, the whole width less the style's margins; an optional layer (the
  /// separator) along its bottom edge from the content's leading inset. See ``ListRowLayout``.
  case listRow(ListRowLayout)
  /// A `List` section: its rows one under the other with no spacing, after `top` points.
  case listSection(top: CGFloat)
  /// `listRowInsets(_:)`: lays out as its one child; the row around it uses these insets.
  case listRowInsets(EdgeInsets?)
  /// `listRowSeparator(_:edges:)`: lays out as its one child; the row around it hides its
  /// separator when `hidden`.
  case listRowSeparator(hidden: Bool)
  /// A `TabView`: the child at `selected` above the last child (the tab bar), which is as tall
  /// as it wants at the bottom; the other children are not placed.
  case tabView(selected: Int)
  /// `ignoresSafeArea(_:edges:)` (for the container region): sized as its one child; placed,
  /// the child reaches out on `edges` into the safe-area insets the box touches.
  case safeAreaIgnoring(edges: Edge.Set)
  /// A toolbar's rows: the first child in the navigation bar of the enclosing screen, the
  /// second in its bottom toolbar, a third (if not empty) in the navigation bar instead of the
  /// first when the bar shows a back button; a row whose bar is not shown has no frame.
  case toolbarRows
  /// What a navigation bar draws itself, placed in the bar of the enclosing screen (see
  /// `LayoutEngine+NavigationBar.swift`).
  case navigationBarContent(NavigationBarContent)
  /// A custom `Layout` container: the layout's own methods size it and place its children
  /// (see `LayoutEngine+Custom.swift`).
  case custom(CustomLayoutRule)
  /// `layoutValue(key:value:)`: lays out as its one child; the custom layout around it reads
  /// the value.
  case layoutValue(LayoutValueEntry)

  /// SwiftUI's padding amount when none is given: 16 points.
  package static let defaultPaddingLength: CGFloat = 16

  /// Returns the padding SwiftUI applies for `padding(_ edges:_ length:)`.
  ///
  /// ```swift
  /// LayoutKind.padding()                            // 16 on every edge
  /// LayoutKind.padding(8, leading: false, trailing: false)  // 8 on top and bottom
  /// ```
  ///
  /// - Parameters:
  ///   - length: The amount on each chosen edge, or `nil` for the default of 16.
  ///   - top: Whether to pad the top edge.
  ///   - leading: Whether to pad the leading edge.
  ///   - bottom: Whether to pad the bottom edge.
  ///   - trailing: Whether to pad the trailing edge.
  /// - Returns: A `padding` kind with the resulting insets.
  package static func padding(
    _ length: CGFloat? = nil,
    top: Bool = true,
    leading: Bool = true,
    bottom: Bool = true,
    trailing: Bool = true
  ) -> LayoutKind {
    let amount = length ?? defaultPaddingLength
    return .padding(
      EdgeInsets(
        top: top ? amount : 0,
        leading: leading ? amount : 0,
        bottom: bottom ? amount : 0,
        trailing: trailing ? amount : 0
      )
    )
  }
}
