import Foundation
import Signals
import Testing

@testable import ViewModelKit

// The update pass, the layout and the rendering redo only what a change reaches: a change read
// by one view of a long list costs the same in a list of 10 rows and of 1,000 rows, and the
// screen after any series of changes is the screen a fresh host draws for the same state.

private final class Ticker: ObservableObject {
  @Published var value = 0
}

private struct TickerLabel: View {
  @ObservedObject var ticker: Ticker

  var body: some View {
    Text("ticker \(ticker.value)")
  }
}

private struct CounterRow: View {
  let index: Int
  @State private var taps = 0

  var body: some View {
    Button("row \(index): \(taps % 10)") { taps += 1 }
  }
}

private struct LongList: View {
  let rows: Int
  let ticker: Ticker

  var body: some View {
    VStack {
      TickerLabel(ticker: ticker)
      ForEach(0..<rows, id: \.self) { index in
        CounterRow(index: index)
      }
    }
  }
}

/// What one change cost, counted by the graph and the renderer.
private struct Work: Equatable {
  var visits = 0
  var evaluations = 0
  var itemsApplied = 0
  var boxesPlaced = 0
  var sizesMeasured = 0

  @MainActor
  init(_ host: ViewHost<some View>) {
    visits = host.graph.visitCount
    evaluations = host.graph.evaluationCount
    itemsApplied = host.renderer.statistics.itemsApplied
    boxesPlaced = host.renderer.statistics.boxesPlaced
    sizesMeasured = host.renderer.statistics.sizesMeasured
  }

  init(visits: Int, evaluations: Int, itemsApplied: Int, boxesPlaced: Int, sizesMeasured: Int) {
    self.visits = visits
    self.evaluations = evaluations
    self.itemsApplied = itemsApplied
    self.boxesPlaced = boxesPlaced
    self.sizesMeasured = sizesMeasured
  }

  static func - (lhs: Work, rhs: Work) -> Work {
    Work(
      visits: lhs.visits - rhs.visits,
      evaluations: lhs.evaluations - rhs.evaluations,
      itemsApplied: lhs.itemsApplied - rhs.itemsApplied,
      boxesPlaced: lhs.boxesPlaced - rhs.boxesPlaced,
      sizesMeasured: lhs.sizesMeasured - rhs.sizesMeasured
    )
  }
}

@MainActor
private func work(_ host: ViewHost<some View>, _ change: () throws -> Void) rethrows -> Work {
  let before = Work(host)
  try change()
  host.flush()
  return Work(host) - before
}

@MainActor
@Suite("Incremental update, layout and rendering")
struct IncrementalUpdateTests {
  @Test func aChangeReadByOneViewCostsTheSameInAShortAndALongList() {
    var costs: [Work] = []
    for rows in [10, 1000] {
      let ticker = Ticker()
      let host = ViewHost(LongList(rows: rows, ticker: ticker))
      costs.append(work(host) { ticker.value += 1 })
    }
    // The path from the root to the label, its body and its text; nothing else.
    for cost in costs {
      #expect(cost.evaluations == 1)
      #expect(cost.visits == 5)
      #expect(cost.itemsApplied == 5)
      #expect(cost.boxesPlaced == 2)
      #expect(cost.sizesMeasured <= 4, "\(cost)")
    }
  }

  @Test func aViewThatWidensWithoutWideningItsStackIsPlacedAlone() {
    let ticker = Ticker()
    let host = ViewHost(LongList(rows: 1000, ticker: ticker))
    ticker.value = 8
    host.flush()
    let sameWidth = work(host) { ticker.value = 9 }
    // "ticker 10" is wider than "ticker 9", and narrower than "row 999: 0".
    let wider = work(host) { ticker.value = 10 }
    #expect(wider.boxesPlaced == sameWidth.boxesPlaced)
    #expect(wider.visits == sameWidth.visits)
    // The label's text and its parent's union frame move; nothing else does.
    #expect(wider.itemsApplied == sameWidth.itemsApplied)
    #expect(
      host.snapshot().roots == ViewHost(LongList(rows: 1000, ticker: ticker)).snapshot().roots
    )
  }

  @Test func aRowsOwnStateChangeCostsTheSameInAShortAndALongList() throws {
    var costs: [Work] = []
    for rows in [10, 1000] {
      let host = ViewHost(LongList(rows: rows, ticker: Ticker()))
      costs.append(try work(host) { try host.tap("row 7: 0") })
      #expect(host.snapshot().description.contains("row 7: 1"))
    }
    for cost in costs {
      #expect(cost.evaluations == 1)
      #expect(cost.visits == 7)
      #expect(cost.itemsApplied == 7)
      #expect(cost.boxesPlaced == 3)
      #expect(cost.sizesMeasured <= 7, "\(cost)")
    }
  }

  @Test func aSizeChangeMovesTheRowsBelow() throws {
    let ticker = Ticker()
    let host = ViewHost(WideningList(ticker: ticker))
    let before = host.snapshot()
    ticker.value = 3
    host.flush()
    #expect(host.snapshot() == ViewHost(WideningList(ticker: Ticker(value: 3))).snapshot())
    #expect(host.snapshot() != before)
  }

  @Test func randomChangesDrawWhatAFreshHostDraws() {
    var generator = SeededGenerator(seed: 8)
    let model = ListModel()
    let host = ViewHost(EditableList(model: model))
    for step in 0..<120 {
      model.apply(randomEdit: generator.next(), argument: generator.next())
      host.flush()
      let fresh = ViewHost(EditableList(model: model.copy()))
      #expect(host.snapshot() == fresh.snapshot(), "step \(step): \(model.rows)")
      #expect(host.treeDescription() == fresh.treeDescription(), "step \(step)")
    }
  }

  @Test func aFrameTicksOnlyTheAnimatingItems() throws {
    let model = ListModel()
    model.rows = (0..<200).map { Row(id: $0, title: "item \($0)", isWide: false) }
    let host = ViewHost(EditableList(model: model))
    withAnimation(.linear(duration: 0.5)) { model.rows[3].isDimmed = true }
    host.flush()
    let before = host.renderer.statistics.itemsTicked
    host.advance(frames: 3)
    // One item animates: the row's opacity.
    #expect(host.renderer.statistics.itemsTicked - before == 3)
    try host.settle()
    let fresh = ViewHost(EditableList(model: model.copy()))
    // The same screen (the fresh host's clock is at zero).
    #expect(host.snapshot().roots == fresh.snapshot().roots)
  }
}

// MARK: Views whose state lives in a model, so that a fresh host can draw the same state

extension Ticker {
  convenience init(value: Int) {
    self.init()
    self.value = value
  }
}

private struct WideningList: View {
  @ObservedObject var ticker: Ticker

  var body: some View {
    VStack(alignment: .leading) {
      Text(String(repeating: "w", count: 1 + ticker.value * 7))
      ForEach(0..<20, id: \.self) { index in
        Text("row \(index)")
      }
    }
  }
}

private struct Row: Equatable {
  var id: Int
  var title: String
  var isWide: Bool
  var isDimmed = false
}

private final class ListModel: ObservableObject {
  @Published var rows = (0..<12).map { Row(id: $0, title: "item \($0)", isWide: false) }
  @Published var header = "Header"
  @Published var isHorizontal = false
  private var nextID = 100

  func copy() -> ListModel {
    let copy = ListModel()
    copy.rows = rows
    copy.header = header
    copy.isHorizontal = isHorizontal
    return copy
  }

  /// One edit chosen by `kind`: insert, remove, move, retitle, widen a row, change the header,
  /// switch the stack's axis.
  func apply(randomEdit kind: UInt64, argument: UInt64) {
    let index = rows.isEmpty ? 0 : Int(argument % UInt64(rows.count))
    switch kind % 7 {
    case 0:
      nextID += 1
      rows.insert(Row(id: nextID, title: "new \(nextID)", isWide: false), at: index)
    case 1 where !rows.isEmpty:
      rows.remove(at: index)
    case 2 where rows.count > 1:
      let row = rows.remove(at: index)
      rows.insert(row, at: Int(argument / 7 % UInt64(rows.count + 1)))
    case 3 where !rows.isEmpty:
      rows[index].title = String(repeating: "t", count: Int(argument % 40))
    case 4 where !rows.isEmpty:
      rows[index].isWide.toggle()
      rows[index].isDimmed = argument.isMultiple(of: 3)
    case 5:
      header = String(repeating: "h", count: Int(argument % 30))
    case 6 where argument.isMultiple(of: 5):
      isHorizontal.toggle()
    default:
      header += "!"
    }
  }
}

private struct EditableList: View {
  @ObservedObject var model: ListModel

  var body: some View {
    VStack(spacing: 4) {
      Text(model.header).padding(8)
      if model.isHorizontal {
        HStack {
          ForEach(model.rows, id: \.id) { row in RowView(row: row) }
        }
      } else {
        VStack(alignment: .leading) {
          ForEach(model.rows, id: \.id) { row in RowView(row: row) }
        }
      }
      Spacer()
    }
  }
}

private struct RowView: View {
  let row: Row

  var body: some View {
    HStack {
      Text(row.title)
      Rectangle().frame(width: row.isWide ? 120 : 20, height: 10)
    }
    .opacity(row.isDimmed ? 0.5 : 1)
  }
}
