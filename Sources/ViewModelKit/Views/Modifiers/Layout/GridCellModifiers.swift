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

extension _GridCellColumnsLayout: LayoutModifier {
  var layoutKind: LayoutKind { .gridCellColumns(count) }
}

extension _GridColumnAlignmentLayout: LayoutModifier {
  var layoutKind: LayoutKind { .gridColumnAlignment(alignment) }
}
