import Foundation
import Testing
import ViewModelKit

// The reorderable grid apps build from onDrag and onDrop(of:delegate:): each cell is a drop
// destination whose delegate moves the dragged item to the cell's place as the finger enters.

private struct ReorderGrid: View {
  @State private var items = ["A", "B", "C", "D"]
  @State private var dragged: String?
  let log: EventLog

  var body: some View {
    VStack {
      Text("Order: \(items.joined())")
      LazyVGrid(columns: [GridItem(.fixed(100), spacing: 20), GridItem(.fixed(100))], spacing: 20) {
        ForEach(items, id: \.self) { item in
          Text(item)
            .frame(width: 100, height: 100)
            .onDrag {
              dragged = item
              return NSItemProvider(object: item as NSString)
            }
            .onDrop(
              of: [.text],
              delegate: ReorderDelegate(item: item, items: $items, dragged: $dragged, log: log)
            )
        }
      }
    }
  }
}

private struct ReorderDelegate: DropDelegate {
  let item: String
  @Binding var items: [String]
  @Binding var dragged: String?
  let log: EventLog

  func validateDrop(info: DropInfo) -> Bool {
    log("validate \(item)")
    return info.hasItemsConforming(to: [.text])
  }

  func dropEntered(info: DropInfo) {
    log("entered \(item) at \(info.location.x), \(info.location.y)")
    guard let dragged, dragged != item,
      let from = items.firstIndex(of: dragged), let to = items.firstIndex(of: item)
    else { return }
    withAnimation(.easeInOut) {
      items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
    }
  }

  func dropUpdated(info: DropInfo) -> DropProposal? {
    log("updated \(item)")
    return DropProposal(operation: .move)
  }

  func dropExited(info: DropInfo) {
    log("exited \(item)")
  }

  func performDrop(info: DropInfo) -> Bool {
    log("dropped on \(item) at \(info.location.x), \(info.location.y)")
    dragged = nil
    return true
  }
}

/// The log with each run of equal entries written once, with its count when above one.
@MainActor
private func runs(_ log: EventLog) -> [String] {
  var result: [(entry: String, count: Int)] = []
  for entry in log.entries {
    if result.last?.entry == entry {
      result[result.count - 1].count += 1
    } else {
      result.append((entry, 1))
    }
  }
  return result.map { $0.count > 1 ? "\($0.entry) ×\($0.count)" : $0.entry }
}

@MainActor
@Suite("Reordering a grid with a DropDelegate")
struct ReorderGridTests {
  @Test func draggingACellOverAnotherMovesItThereWithAnimation() throws {
    let log = EventLog()
    let host = ViewHost(ReorderGrid(log: log))
    let drag = try host.startDrag("A")
    #expect(runs(log) == ["validate A", "entered A at 50.0, 50.0", "updated A"])
    #expect(drag.operation == .move)

    try drag.move(over: "B")
    #expect(shownTexts(host) == ["Order: BACD", "B", "A", "C", "D"])
    let reorder = try #require(host.updates.last { $0.view == "ReorderGrid" })
    #expect(reorder.transaction.animation == .easeInOut)
    #expect(drag.operation == .move)
    #expect(
      runs(log) == [
        "validate A", "entered A at 50.0, 50.0", "updated A ×7",
        "exited A",
        "validate B", "entered B at 2.0, 50.0", "updated B",
        "exited B",
        "validate A", "entered A at 10.0, 50.0", "updated A ×6",
      ]
    )
  }

  @Test func droppingAfterPassingSeveralCellsKeepsTheLastOrder() async throws {
    let log = EventLog()
    let host = ViewHost(ReorderGrid(log: log))
    let drag = try host.startDrag("A")
    try drag.move(over: "B")
    try drag.move(over: "C")
    #expect(shownTexts(host) == ["Order: BCAD", "B", "C", "A", "D"])
    log.entries.removeAll()

    #expect(await drag.release())
    #expect(log.entries == ["dropped on A at 50.0, 50.0"])
    #expect(shownTexts(host) == ["Order: BCAD", "B", "C", "A", "D"])
  }

  @Test func aDragOntoAnotherCellInOneMoveReordersAndDrops() async throws {
    let log = EventLog()
    let host = ViewHost(ReorderGrid(log: log))
    #expect(try await host.drag("D", onto: "A"))
    #expect(shownTexts(host) == ["Order: DABC", "D", "A", "B", "C"])
    #expect(log.entries.last == "dropped on D at 50.0, 50.0")
  }
}
