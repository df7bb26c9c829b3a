import Signals
import Testing

@testable import ViewModelKit

// A modifier that writes the environment (`foregroundStyle`, `font`, a navigation screen's
// `dismiss`…) keeps the environment it gave its content while its value and its own environment
// stay the same: a parent re-evaluated above it does not make every view below it look at a
// "new" environment.

private final class Counter: ObservableObject {
  @Published var value = 0
}

private struct Row: View {
  let index: Int
  @State private var taps = 0

  var body: some View {
    Text("row \(index): \(taps)")
  }
}

/// A parent that reads the counter, over a circle and 50 rows, with or without a foreground style that
/// depends on the counter only when `alternates` is set.
private struct StyledList: View {
  @ObservedObject var counter: Counter
  let styled: Bool
  let alternates: Bool

  var body: some View {
    let rows = VStack {
      Text("count \(counter.value)")
      Circle().frame(width: 8, height: 8)
      ForEach(0..<50, id: \.self) { Row(index: $0) }
    }
    if styled {
      rows.foregroundStyle(alternates && counter.value.isMultiple(of: 2) ? Color.blue : .red)
    } else {
      rows
    }
  }
}

private final class Path: ObservableObject {
  @Published var path: [Int]

  init(depth: Int) {
    path = Array(0..<depth)
  }
}

/// A screen of `rows` rows.
private struct Detail: View {
  let id: Int
  let rows: Int

  var body: some View {
    VStack {
      ForEach(0..<rows, id: \.self) { Row(index: $0) }
    }
    .navigationTitle("Detail \(id)")
  }
}

private struct Stack: View {
  @ObservedObject var model: Path
  let rows: Int

  var body: some View {
    NavigationStack(path: $model.path) {
      Text("Home")
        .navigationDestination(for: Int.self) { Detail(id: $0, rows: rows) }
    }
  }
}

@MainActor
private func visits(_ host: ViewHost<some View>, _ change: () -> Void) -> Int {
  let before = host.graph.visitCount
  change()
  host.flush()
  return host.graph.visitCount - before
}

@MainActor
private func circlePaint(of host: ViewHost<some View>) throws -> String {
  try #require(host.snapshot().first("Circle")?.drawings.first).description
}

@MainActor
@Suite("The environment a modifier gives its content")
struct EnvironmentCacheTests {
  @Test func anEnvironmentModifierReappliedWithItsValueCostsNoVisitBelowIt() {
    let plain = Counter()
    let plainHost = ViewHost(StyledList(counter: plain, styled: false, alternates: false))
    let styled = Counter()
    let styledHost = ViewHost(StyledList(counter: styled, styled: true, alternates: false))
    let plainVisits = visits(plainHost) { plain.value += 1 }
    let styledVisits = visits(styledHost) { styled.value += 1 }
    // One more node (the modifier's), and no row looked at again.
    #expect(styledVisits == plainVisits + 1)
  }

  @Test func aNewValueStillReachesEveryViewBelowIt() throws {
    let counter = Counter()
    let host = ViewHost(StyledList(counter: counter, styled: true, alternates: true))
    #expect(try circlePaint(of: host) == "fill(blue)")
    _ = visits(host) { counter.value = 1 }
    #expect(try circlePaint(of: host) == "fill(red)")
    // Red again: the rows keep their environment.
    let reapplied = visits(host) { counter.value = 3 }
    #expect(try circlePaint(of: host) == "fill(red)")
    // Blue: every view below the modifier looks at the new environment (the rows are visited
    // either way, as their `ForEach` is new; now their texts and the circle's views are too).
    let changed = visits(host) { counter.value = 4 }
    #expect(try circlePaint(of: host) == "fill(blue)")
    #expect(changed == reapplied + 50 + 2)
  }

  @Test func aPushVisitsNoViewOfTheScreensItCovers() {
    var costs: [Int] = []
    for rows in [2, 40] {
      let model = Path(depth: 3)
      let host = ViewHost(Stack(model: model, rows: rows))
      var transaction = Transaction()
      transaction.disablesAnimations = true
      costs.append(visits(host) { withTransaction(transaction) { model.path.append(3) } })
    }
    // The pushed screen is built (not visited); the covered ones are not walked.
    #expect(costs[0] == costs[1])
  }
}
