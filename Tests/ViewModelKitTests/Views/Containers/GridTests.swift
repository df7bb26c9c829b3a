import Foundation
import Testing
import ViewModelKit

private struct ProfileGrid: View {
  var body: some View {
    Grid(alignment: .leading) {
      GridRow {
        Text("Name")
        Text("Ada")
      }
      Divider()
      GridRow {
        Text("Role")
        Text("Engineer")
      }
    }
  }
}

@MainActor
@Suite("Grid")
struct GridTests {
  /// Columns as wide as their widest cell (32 and 64), 8 points apart; a divider outside a row
  /// spans the grid; cells aligned leading.
  @Test func columnsTakeTheWidestCell() {
    let snapshot = ViewHost(ProfileGrid()).snapshot()
    #expect(snapshot.first("Grid")?.frame == rect(143, 393.5, 104, 57))
    #expect(
      snapshot.all("Text").map(\.frame) == [
        rect(143, 393.5, 32, 20), rect(183, 393.5, 24, 20),
        rect(143, 430.5, 32, 20), rect(183, 430.5, 64, 20),
      ]
    )
    #expect(snapshot.first("Divider")?.frame == rect(143, 421.5, 104, 1))
  }

  /// `gridColumnAlignment` on one cell aligns its whole column; `gridCellColumns` spans columns.
  @Test func columnAlignmentAndSpanningCells() {
    struct Receipt: View {
      var body: some View {
        Grid(horizontalSpacing: 10, verticalSpacing: 4) {
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
    }
    let snapshot = ViewHost(Receipt()).snapshot()
    // Columns 32, 8, 24 wide with 10 between: 84; rows 20 high with 4 between: 68.
    #expect(snapshot.first("Grid")?.frame == rect(153, 388, 84, 68))
    let texts = snapshot.all("Text").map(\.frame)
    #expect(texts[0] == rect(157, 388, 24, 20))  // "Tea", centred in its 32-point column
    #expect(texts[2] == rect(221, 388, 16, 20))  // "$3", trailing in the 24-point column
    #expect(texts[5] == rect(213, 412, 24, 20))  // "$12"
    #expect(texts[6] == rect(158, 436, 40, 20))  // "Total", centred across 32 + 10 + 8
    #expect(texts[7] == rect(213, 436, 24, 20))  // "$15"
  }

  /// A flexible cell shares the width left over, when the grid is offered one.
  @Test func flexibleCellsShareTheRest() {
    struct Bars: View {
      var body: some View {
        Grid {
          GridRow {
            Text("Mon")
            Color.blue.frame(height: 10)
          }
        }
        .frame(width: 200)
      }
    }
    let snapshot = ViewHost(Bars()).snapshot()
    #expect(snapshot.first("Color")?.frame == rect(127, 417, 168, 10))
  }

  /// A longer cell widens its column on the next update, and the other rows follow it.
  @Test func aLongerCellWidensItsColumn() throws {
    struct Editable: View {
      @State private var name = "Ada"
      var body: some View {
        VStack {
          Grid(alignment: .leading) {
            GridRow {
              Text("Name")
              Text(name)
            }
            GridRow {
              Text("Role")
              Text("Dev")
            }
          }
          Button("Rename") { name = "Ada Lovelace" }
        }
      }
    }
    let host = ViewHost(Editable())
    #expect(host.snapshot().first("Grid")?.frame.width == 64)
    try host.tap("Rename")
    let snapshot = host.snapshot()
    #expect(snapshot.first("Grid")?.frame.width == 136)
    let texts = snapshot.all("Text").map(\.frame)
    #expect(texts[1].minX == texts[3].minX)
    #expect(texts[1].width == 96)
  }
}
