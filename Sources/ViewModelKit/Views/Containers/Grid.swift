public import Foundation

/// Views in rows and columns, every cell measured (iOS 16's eager grid).
///
/// Columns are as wide as their widest cell, rows as tall as their tallest; a view that is not in
/// a `GridRow` is a row of its own across every column. See the layout rule in the package's
/// grid layout documentation (`LayoutEngine+Grid`).
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Name"); Text("Ada") }
///   Divider()
///   GridRow { Text("Role"); Text("Engineer") }
/// }
/// ```
public struct Grid<Content: View>: View {
  public typealias Body = Never

  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// Creates a grid.
  ///
  /// - Parameters:
  ///   - alignment: How cells line up in their cells, unless a row or column says otherwise.
  ///   - horizontalSpacing: The gap between columns; `nil` for the default of 8.
  ///   - verticalSpacing: The gap between rows; `nil` for the default of 8.
  ///   - content: The rows.
  public init(
    alignment: Alignment = .center,
    horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }
}

/// One row of a `Grid`: each of its views is a cell in the next column.
///
/// ```swift
/// GridRow(alignment: .top) { Text("Notes"); Text("Two\nlines") }
/// ```
public struct GridRow<Content: View>: View {
  public typealias Body = Never

  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a grid row.
  ///
  /// - Parameters:
  ///   - alignment: How the cells line up vertically; `nil` for the grid's alignment.
  ///   - content: The cells.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension Grid: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

extension GridRow: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

extension Grid: StackLayoutConvertible {
  var layoutKind: LayoutKind {
    .grid(
      alignment: alignment,
      horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing
    )
  }
}

extension GridRow: StackLayoutConvertible {
  var layoutKind: LayoutKind { .gridRow(alignment: alignment) }
}

/// A `GridRow`, seen without its content type.
protocol GridRowView {}

extension GridRow: GridRowView {}

extension ViewNode {
  /// Whether the nearest enclosing container (looking through views that add no layout of
  /// their own: user views, groups, `ForEach`, conditions) is a grid: a `Grid`, or a layout
  /// container whose layout is a `GridLayout`.
  var isInGrid: Bool {
    var ancestor = parent
    while let current = ancestor {
      if let container = current.view as? any StackLayoutConvertible {
        return container.layoutKind.isGrid
      }
      if current.primitiveModifier != nil { return false }
      ancestor = current.parent
    }
    return false
  }
}
