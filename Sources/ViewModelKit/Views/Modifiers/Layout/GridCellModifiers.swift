/// A grid cell spanning several columns: `gridCellColumns(_:)`.
public struct _GridCellColumnsLayout: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let count: Int
}

/// The alignment of a grid column: `gridColumnAlignment(_:)`.
public struct _GridColumnAlignmentLayout: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let alignment: HorizontalAlignment
}

extension View {
  /// Makes this cell of a `GridRow` span `count` columns.
  ///
  /// ```swift
  /// GridRow {
  ///   Text("Total").gridCellColumns(2)
  ///   Text("$12")
  /// }
  /// ```
  ///
  /// - Parameter count: The number of columns.
  /// - Returns: The spanning cell.
  public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _GridCellColumnsLayout> {
    modifier(_GridCellColumnsLayout(count: count))
  }

  /// Aligns every cell of this cell's grid column so.
  ///
  /// ```swift
  /// GridRow {
  ///   Text("Price")
  ///   Text("$3").gridColumnAlignment(.trailing)
  /// }
  /// ```
  ///
  /// - Parameter guide: The horizontal alignment of the column.
  /// - Returns: The cell, aligning its column.
  public func gridColumnAlignment(
    _ guide: HorizontalAlignment
  ) -> ModifiedContent<Self, _GridColumnAlignmentLayout> {
    modifier(_GridColumnAlignmentLayout(alignment: guide))
  }
}

extension View {
  /// Sets where this cell's content sits in its cell (recorded only: headless, a cell is aligned
  /// by its column's and row's alignment).
  ///
  /// ```swift
  /// Color.red.frame(width: 10, height: 10).gridCellAnchor(.topLeading)
  /// ```
  ///
  /// - Parameter anchor: The point of the cell the content sits at.
  /// - Returns: The cell, recorded with the anchor.
  public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _StyleModifier> {
    style("gridCellAnchor", "(\(anchor.x), \(anchor.y))")
  }

  /// Asks the grid not to offer this cell its size on the given axes (recorded only: headless,
  /// a flexible cell takes its column's width and its row's height).
  ///
  /// ```swift
  /// Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
  /// ```
  ///
  /// - Parameter axes: The axes.
  /// - Returns: The cell, recorded with the axes.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _StyleModifier> {
    style("gridCellUnsizedAxes", axes.rawValue)
  }
}

extension _GridCellColumnsLayout: LayoutModifier {
  var layoutKind: LayoutKind { .gridCellColumns(count) }
}

extension _GridColumnAlignmentLayout: LayoutModifier {
  var layoutKind: LayoutKind { .gridColumnAlignment(alignment) }
}
