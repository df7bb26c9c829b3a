import Foundation
import Testing
import ViewModelKit

/// A receipt's rows, the content both a `Grid` and a `GridLayout` lay out.
private struct ReceiptRows: View {
  var body: some View {
    GridRow {
      Text("Tea")
      Text("2")
      Text("$3").gridColumnAlignment(.trailing)
    }
    GridRow {
      Text("Cake")
      Text("1")
      Text("$12")
    }
    GridRow {
      Text("Total").gridCellColumns(2)
      Text("$15")
    }
  }
}

private struct TapCounter: View {
  @State private var count = 0

  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

/// A table that can become a list: `AnyLayout` switches between a grid and a column.
private struct SwitchingTable: View {
  @State private var isGrid = true

  var body: some View {
    let layout =
      isGrid
      ? AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0))
      : AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
    VStack(spacing: 0) {
      layout {
        GridRow {
          Text("Name")
          TapCounter()
        }
        GridRow {
          Text("Role")
          Text("Engineer")
        }
      }
      Button("Switch") { isGrid.toggle() }
    }
  }
}

/// Its subviews as the rows of a grid: `GridLayout`'s methods asked from another layout.
private struct Rows: Layout {
  let grid = GridLayout(alignment: .leading, verticalSpacing: 4)

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var gridCache = grid.makeCache(subviews: subviews)
    return grid.sizeThatFits(proposal: proposal, subviews: subviews, cache: &gridCache)
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    var gridCache = grid.makeCache(subviews: subviews)
    grid.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &gridCache)
  }
}

@MainActor
@Suite("GridLayout")
struct GridLayoutTests {
  /// The receipt laid out by `Grid`, by `GridLayout` and by `AnyLayout(GridLayout())`: columns
  /// 32, 8 and 24 wide, 10 apart; rows 20 high, 4 apart; the grid (84 × 68) centred at
  /// (153, 388).
  @Test func aGridLayoutLaysOutAsAGrid() {
    let expected = [
      rect(157, 388, 24, 20), rect(195, 388, 8, 20), rect(221, 388, 16, 20),
      rect(153, 412, 32, 20), rect(195, 412, 8, 20), rect(213, 412, 24, 20),
      rect(158, 436, 40, 20), rect(213, 436, 24, 20),
    ]
    let grid = ViewHost(Grid(horizontalSpacing: 10, verticalSpacing: 4) { ReceiptRows() })
    let layout = ViewHost(GridLayout(horizontalSpacing: 10, verticalSpacing: 4) { ReceiptRows() })
    let erased = ViewHost(
      AnyLayout(GridLayout(horizontalSpacing: 10, verticalSpacing: 4)) { ReceiptRows() }
    )
    #expect(grid.snapshot().all("Text").map(\.frame) == expected)
    #expect(layout.snapshot().all("Text").map(\.frame) == expected)
    #expect(erased.snapshot().all("Text").map(\.frame) == expected)
  }

  /// Switched to a column and back, the views keep their state; as a column the rows are
  /// groups, their cells one under the other.
  @Test func anyLayoutSwitchesBetweenAGridAndAColumnKeepingState() throws {
    let host = ViewHost(SwitchingTable())
    try host.tap("Count 0")
    func frames() -> [String: CGRect] {
      Dictionary(
        uniqueKeysWithValues: host.snapshot().all("Text").map { ($0.text ?? "", $0.frame) }
      )
    }
    let grid = frames()
    // Columns 32 and 64 wide, 10 apart; the grid 106 × 40 over the 20-point button.
    #expect(grid["Name"] == rect(142, 392, 32, 20))
    #expect(grid["Count 1"] == rect(184, 392, 56, 20))
    #expect(grid["Role"] == rect(142, 412, 32, 20))
    #expect(grid["Engineer"] == rect(184, 412, 64, 20))

    try host.tap("Switch")
    let column = frames()
    // One 64-point column of four cells, leading-aligned, over the button.
    #expect(column["Name"] == rect(163, 372, 32, 20))
    #expect(column["Count 1"] == rect(163, 392, 56, 20))
    #expect(column["Role"] == rect(163, 412, 32, 20))
    #expect(column["Engineer"] == rect(163, 432, 64, 20))

    try host.tap("Count 1")
    try host.tap("Switch")
    let back = frames()
    #expect(back["Count 2"] == grid["Count 1"])
    #expect(back["Name"] == grid["Name"])
    #expect(back["Engineer"] == grid["Engineer"])
  }

  /// Asked from another layout, a grid lays the subviews out as rows of their own.
  @Test func itsMethodsLayTheSubviewsOutAsRows() {
    let view = Rows {
      Text("One")
      Text("Three")
    }
    #expect(
      ViewHost(view).snapshot().all("Text").map(\.frame) == [
        rect(175, 400, 24, 20), rect(175, 424, 40, 20),
      ]
    )
  }
}
