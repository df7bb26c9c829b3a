public import Foundation

/// A grid that grows downwards, its columns given by grid items; created as needed in SwiftUI.
///
/// Lazy as `LazyVStack` is: when its content is a `ForEach`, only the lines of cells in view
/// have views; see `GridItem` for how the columns share the width.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
///   ForEach(items) { Text($0.name) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
  public typealias Body = Never

  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a vertical grid.
  ///
  /// - Parameters:
  ///   - columns: The columns.
  ///   - alignment: How cells line up in their columns.
  ///   - spacing: The gap between rows; `nil` for the default of 8.
  ///   - pinnedViews: The views to pin while scrolling (recorded only).
  ///   - content: The cells.
  public init(
    columns: [GridItem],
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// A grid that grows to the trailing side, its rows given by grid items.
///
/// Lazy as `LazyHStack` is: when its content is a `ForEach`, only the columns of cells in view
/// have views.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
///   ForEach(tags) { Text($0.name) }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
  public typealias Body = Never

  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a horizontal grid.
  ///
  /// - Parameters:
  ///   - rows: The rows.
  ///   - alignment: How cells line up in their rows.
  ///   - spacing: The gap between columns; `nil` for the default of 8.
  ///   - pinnedViews: The views to pin while scrolling (recorded only).
  ///   - content: The cells.
  public init(
    rows: [GridItem],
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyVGrid: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

extension LazyHGrid: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}
