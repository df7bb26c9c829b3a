import Foundation
import Testing

@testable import ViewModelKit

// A lazy list costs what its visible rows cost: building, laying out and drawing a list of
// 100,000 rows, and scrolling it by a screen, does the same work as for 1,000 rows.

private struct Rows: View {
  let count: Int

  var body: some View {
    List(0..<count, id: \.self) { Text("Row \($0)") }
  }
}

private struct Cost: Equatable {
  var evaluations: Int
  var visits: Int
  var itemsApplied: Int
  var boxesPlaced: Int
  var sizesMeasured: Int

  @MainActor
  init(_ host: ViewHost<Rows>) {
    evaluations = host.graph.evaluationCount
    visits = host.graph.visitCount
    itemsApplied = host.renderer.statistics.itemsApplied
    boxesPlaced = host.renderer.statistics.boxesPlaced
    sizesMeasured = host.renderer.statistics.sizesMeasured
  }

  static func - (lhs: Cost, rhs: Cost) -> Cost {
    var result = lhs
    result.evaluations -= rhs.evaluations
    result.visits -= rhs.visits
    result.itemsApplied -= rhs.itemsApplied
    result.boxesPlaced -= rhs.boxesPlaced
    result.sizesMeasured -= rhs.sizesMeasured
    return result
  }
}

@MainActor
@Suite("Lazy containers cost what their visible rows cost")
struct LazyCostTests {
  @Test func theFirstRenderDoesNotDependOnTheNumberOfRows() {
    let small = ViewHost(Rows(count: 1000))
    let large = ViewHost(Rows(count: 100_000))
    #expect(Cost(small) == Cost(large))
    #expect(large.graph.liveNodes().count == small.graph.liveNodes().count)
  }

  @Test func scrollingAScreenDoesNotDependOnTheNumberOfRows() throws {
    var costs: [Cost] = []
    for count in [1000, 100_000] {
      let host = ViewHost(Rows(count: count))
      let before = Cost(host)
      try host.scroll(by: 844)
      costs.append(Cost(host) - before)
    }
    #expect(costs[0] == costs[1])
    // Rows 20 to 38 came into view: the scroll view's body and the separators of the 19 new
    // rows are evaluated.
    #expect(costs[0].evaluations == 20)
  }
}
