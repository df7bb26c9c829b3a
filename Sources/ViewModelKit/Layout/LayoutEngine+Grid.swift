import Foundation

/// `Grid` and `GridRow`, laid out eagerly with every cell measured; `GridLayout` lays out with
/// the same rule (its container has the grid's kind, and its methods ask `gridPlan` and
/// `gridPlacements` through its proxies).
///
/// The rule (SwiftUI's, simplified where noted):
/// - Each `GridRow` is a row of cells; any other child of the grid is a row of its own that
///   spans every column (a `Divider` between rows, a header).
/// - A column is as wide as its widest single-column cell at its ideal size. When a width is
///   proposed and the columns leave some over, the columns holding a flexible cell (one that
///   grows when offered more, such as a `Color`) share it equally. A cell spanning several
///   columns (`gridCellColumns(_:)`) takes their widths and the spacing between them, without
///   widening them (a simplification).
/// - A row is as tall as its tallest cell, each proposed its column width and no height.
/// - Each cell is proposed its cell's size and aligned in it: horizontally by its column's
///   `gridColumnAlignment(_:)` or the grid's alignment, vertically by its row's alignment or
///   the grid's. A spanning row is proposed the grid's width.
/// - Spacing `nil` is 8 points in both directions.
extension LayoutEngine {
  /// What a grid decided for one proposal.
  struct GridPlan {
    struct Row {
      var box: LayoutBox
      var cells: [LayoutBox]
      var isGridRow: Bool
      var alignment: VerticalAlignment?
      var height: CGFloat = 0
    }
    var rows: [Row] = []
    var columns: [CGFloat] = []
    var columnAlignments: [Int: HorizontalAlignment] = [:]
    var horizontalSpacing: CGFloat = 8
    var verticalSpacing: CGFloat = 8
    var size = CGSize.zero

    /// The width of `span` columns from `column`, with the spacing between them.
    func width(from column: Int, span: Int) -> CGFloat {
      let end = min(column + span, columns.count)
      guard column < end else { return 0 }
      return columns[column..<end].reduce(0, +) + CGFloat(end - column - 1) * horizontalSpacing
    }
  }

  /// A grid's row or cell, and where the grid puts it.
  struct GridPlacement {
    var box: LayoutBox
    var origin: CGPoint
    var proposal: ProposedViewSize
  }

  /// Measures the rows and columns of a grid of `children` for `proposal`.
  mutating func gridPlan(
    _ children: [LayoutBox],
    _ proposal: ProposedViewSize,
    horizontalSpacing: CGFloat?,
    verticalSpacing: CGFloat?
  ) -> GridPlan {
    var plan = GridPlan()
    plan.horizontalSpacing = horizontalSpacing ?? 8
    plan.verticalSpacing = verticalSpacing ?? 8
    for child in children where !child.isEmptyView {
      if case .gridRow(let alignment) = child.kind {
        let cells = child.children.filter { !$0.isEmptyView }
        plan.rows.append(.init(box: child, cells: cells, isGridRow: true, alignment: alignment))
      } else {
        plan.rows.append(.init(box: child, cells: [child], isGridRow: false, alignment: nil))
      }
    }
    var flexible = Set<Int>()
    for row in plan.rows where row.isGridRow {
      var column = 0
      for cell in row.cells {
        let span = Self.span(of: cell)
        while plan.columns.count < column + span { plan.columns.append(0) }
        if let alignment = Self.columnAlignment(of: cell) {
          plan.columnAlignments[column] = alignment
        }
        if span == 1 {
          let ideal = size(of: cell, .unspecified, in: nil).width
          plan.columns[column] = max(plan.columns[column], ideal)
          let widest = size(of: cell, ProposedViewSize(width: .infinity, height: nil), in: nil)
          if widest.width > ideal { flexible.insert(column) }
        }
        column += span
      }
    }
    let columnCount = plan.columns.count
    if let width = proposal.width, width.isFinite, !flexible.isEmpty {
      let spacing = CGFloat(max(columnCount - 1, 0)) * plan.horizontalSpacing
      let extra = width - spacing - plan.columns.reduce(0, +)
      if extra > 0 {
        for column in flexible { plan.columns[column] += extra / CGFloat(flexible.count) }
      }
    }
    var gridWidth = plan.width(from: 0, span: columnCount)
    if columnCount == 0 {
      for row in plan.rows {
        let width = size(of: row.box, ProposedViewSize(width: proposal.width, height: nil), in: nil)
        gridWidth = max(gridWidth, width.width)
      }
    }
    for index in plan.rows.indices {
      let row = plan.rows[index]
      var height: CGFloat = 0
      if row.isGridRow {
        var column = 0
        for cell in row.cells {
          let span = Self.span(of: cell)
          let width = plan.width(from: column, span: span)
          let cellSize = size(of: cell, ProposedViewSize(width: width, height: nil), in: nil)
          height = max(height, cellSize.height)
          column += span
        }
      } else {
        let proposal = ProposedViewSize(width: gridWidth, height: nil)
        height = size(of: row.box, proposal, in: nil).height
      }
      plan.rows[index].height = height
    }
    let heights = plan.rows.map(\.height).reduce(0, +)
    let gaps = CGFloat(max(plan.rows.count - 1, 0)) * plan.verticalSpacing
    plan.size = CGSize(width: gridWidth, height: heights + gaps)
    return plan
  }

  /// Places every row of a grid and every cell in its column.
  mutating func placeGrid(
    _ box: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ alignment: Alignment,
    horizontalSpacing: CGFloat?,
    verticalSpacing: CGFloat?
  ) {
    for child in box.children where child.isEmptyView { unplace(child) }
    for row in box.children where row.kind.isGridRow {
      for cell in row.children where cell.isEmptyView { unplace(cell) }
    }
    let placements = gridPlacements(
      box.children,
      in: bounds,
      proposal,
      alignment,
      horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing
    )
    for placement in placements {
      place(placement.box, at: placement.origin, placement.proposal, in: nil)
    }
  }

  /// Where a grid of `children` in `bounds` puts each row, and each cell of a `GridRow`, in
  /// order; the empty views have no place.
  mutating func gridPlacements(
    _ children: [LayoutBox],
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ alignment: Alignment,
    horizontalSpacing: CGFloat?,
    verticalSpacing: CGFloat?
  ) -> [GridPlacement] {
    let plan = gridPlan(
      children,
      proposal,
      horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing
    )
    var placements: [GridPlacement] = []
    var y = bounds.minY
    for row in plan.rows {
      let rowRect = CGRect(x: bounds.minX, y: y, width: bounds.width, height: row.height)
      y += row.height + plan.verticalSpacing
      guard row.isGridRow else {
        let rowProposal = ProposedViewSize(width: bounds.width, height: row.height)
        let rowSize = size(of: row.box, rowProposal, in: nil)
        let origin = Self.origin(of: rowSize, in: rowRect, alignment)
        placements.append(GridPlacement(box: row.box, origin: origin, proposal: rowProposal))
        continue
      }
      placements.append(
        GridPlacement(
          box: row.box,
          origin: rowRect.origin,
          proposal: ProposedViewSize(rowRect.size)
        )
      )
      var column = 0
      var x = bounds.minX
      for cell in row.cells {
        let span = Self.span(of: cell)
        let width = plan.width(from: column, span: span)
        let cellRect = CGRect(x: x, y: rowRect.minY, width: width, height: row.height)
        let cellAlignment = Alignment(
          horizontal: plan.columnAlignments[column] ?? alignment.horizontal,
          vertical: row.alignment ?? alignment.vertical
        )
        let cellProposal = ProposedViewSize(cellRect.size)
        let cellSize = size(of: cell, cellProposal, in: nil)
        let origin = Self.origin(of: cellSize, in: cellRect, cellAlignment)
        placements.append(GridPlacement(box: cell, origin: origin, proposal: cellProposal))
        x += width + plan.horizontalSpacing
        column += span
      }
    }
    return placements
  }

  /// How many columns a cell spans: its `gridCellColumns(_:)`, else 1.
  static func span(of cell: LayoutBox) -> Int {
    var box = cell
    while true {
      if case .gridCellColumns(let count) = box.kind { return max(1, count) }
      guard box.children.count == 1, box.kind.wrapsOneView else { return 1 }
      box = box.children[0]
    }
  }

  /// The column alignment a cell asks for with `gridColumnAlignment(_:)`.
  static func columnAlignment(of cell: LayoutBox) -> HorizontalAlignment? {
    var box = cell
    while true {
      if case .gridColumnAlignment(let alignment) = box.kind { return alignment }
      guard box.children.count == 1, box.kind.wrapsOneView else { return nil }
      box = box.children[0]
    }
  }
}

extension LayoutKind {
  /// Whether the kind is a `Grid`'s (or a `GridLayout`'s), whose `GridRow`s are rows of cells.
  var isGrid: Bool {
    if case .grid = self { return true }
    return false
  }

  /// Whether the kind is a `GridRow`'s.
  var isGridRow: Bool {
    if case .gridRow = self { return true }
    return false
  }

  /// Whether the kind is a modifier around one view, which keeps that view's traits.
  var wrapsOneView: Bool {
    switch self {
    case .passthrough, .frame, .flexibleFrame, .padding, .layoutPriority, .fixedSize,
      .aspectRatio, .position, .gridCellColumns, .gridColumnAlignment, .alignmentGuide,
      .containerRelativeFrame:
      true
    default:
      false
    }
  }
}
