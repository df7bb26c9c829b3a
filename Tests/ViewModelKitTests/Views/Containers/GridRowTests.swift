import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("GridRow outside a Grid")
struct GridRowOutsideAGridTests {
  /// Outside a grid, a row is a group: its views join the enclosing stack.
  @Test func aRowOutsideAGridIsAGroup() {
    struct Loose: View {
      var body: some View {
        VStack(spacing: 0) {
          GridRow {
            Text("A")
            Text("B")
          }
        }
      }
    }
    let texts = ViewHost(Loose()).snapshot().all("Text").map(\.frame)
    #expect(texts == [rect(191, 402, 8, 20), rect(191, 422, 8, 20)])
  }

  /// `gridCellAnchor` and `gridCellUnsizedAxes` are accepted and recorded.
  @Test func cellAnchorAndUnsizedAxesAreRecorded() {
    struct Table: View {
      var body: some View {
        Grid {
          GridRow {
            Text("A").gridCellAnchor(.topLeading)
            Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
          }
        }
      }
    }
    let tree = ViewHost(Table()).treeDescription()
    #expect(tree.contains(".gridCellAnchor((0.0, 0.0))"))
    #expect(tree.contains(".gridCellUnsizedAxes(1)"))
  }
}
