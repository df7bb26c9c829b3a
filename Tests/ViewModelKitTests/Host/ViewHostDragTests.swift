import Foundation
import Testing
import ViewModelKit

// A drag moved step by step: the finger's location and the operation of the destination
// under it between moves.

private struct Tray: View {
  @State private var dropped: [String] = []
  @State private var isOver = false

  var body: some View {
    VStack(spacing: 0) {
      Text("Pen").draggable("Pen")
      Text("Tray: \(dropped.joined())\(isOver ? " (over)" : "")")
        .frame(width: 200, height: 200)
        .dropDestination(for: String.self) { items, _ in
          dropped += items
          return true
        } isTargeted: {
          isOver = $0
        }
    }
  }
}

@MainActor
@Suite("ViewHost.startDrag")
struct ViewHostDragTests {
  @Test func theFingerMovesByStepsAndDropsWhereItLifts() async throws {
    let host = ViewHost(Tray())
    let drag = try host.startDrag("Pen")
    let start = drag.location
    #expect(drag.operation == nil)

    drag.move(by: CGSize(width: 0, height: 60))
    #expect(drag.location == CGPoint(x: start.x, y: start.y + 60))
    #expect(drag.operation == .copy)
    #expect(shownTexts(host) == ["Pen", "Tray:  (over)"])

    drag.move(by: CGSize(width: 0, height: 300), duration: 0.1)
    #expect(drag.operation == nil)
    #expect(shownTexts(host) == ["Pen", "Tray: "])

    try drag.move(over: "Tray: ")
    #expect(await drag.release())
    #expect(shownTexts(host) == ["Pen", "Tray: Pen"])
  }

  @Test func aMoveOverAViewNoOneShowsThrows() throws {
    let host = ViewHost(Tray())
    #expect(throws: ViewHostError.self) { try host.startDrag("Tray: ") }
    let drag = try host.startDrag("Pen")
    #expect(throws: ViewHostError.self) { try drag.move(over: "Nowhere") }
  }
}
