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
}
