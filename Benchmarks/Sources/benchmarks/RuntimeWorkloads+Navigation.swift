import Foundation
import Signals
import ViewModelKit

/// The path of a ``NavigationBench`` screen, owned by a view model.
final class PathModel: ObservableObject {
  @Published var path: [Int]

  init(depth: Int) {
    path = Array(0..<depth)
  }
}

/// A detail screen of 20 rows, each a view with `@State` and a `Text`; the header reads the
/// ticker, which the re-render baseline changes in every row (R7).
struct DetailScreen: View {
  let id: Int
  @ObservedObject var ticker: Ticker

  var body: some View {
    VStack {
      Text("Detail \(id)")
      ForEach(0..<20, id: \.self) { index in
        CounterRow(index: index, label: "d\(ticker.value)")
      }
    }
    .navigationTitle("Detail \(id)")
  }
}

/// A navigation stack whose path a view model owns, `depth` screens deep to begin with (R7);
/// `detail` makes the screen of each path value.
struct NavigationBench<Detail: View>: View {
  @ObservedObject var model: PathModel
  let detail: (Int) -> Detail

  var body: some View {
    NavigationStack(path: $model.path) {
      Text("Home")
        .navigationTitle("Home")
        .navigationDestination(for: Int.self) { id in detail(id) }
    }
  }
}

/// The detail screen under an identity that `generation` gives it: each change of the
/// generation removes the screen's views and builds them again, in place (R7's baseline).
struct RebuiltDetail: View {
  let id: Int
  @ObservedObject var generation: Ticker
  let idle: Ticker

  var body: some View {
    DetailScreen(id: id, ticker: idle).id(generation.value)
  }
}

/// The detail screen's views shown and hidden by an `if` in the top screen of the stack: each
/// change of `shown` builds them or removes them, in place (R7's third baseline).
struct ToggledDetail: View {
  let id: Int
  @ObservedObject var shown: Ticker
  let idle: Ticker

  var body: some View {
    if shown.value % 2 == 1 {
      DetailScreen(id: id, ticker: idle)
    }
  }
}

extension RuntimeWorkloads {
  /// R7: a push and a pop of a detail screen on a stack `depth` screens deep, without
  /// animation (the transitions' frames are R2's concern), per push and pop.
  static var navigation: [Benchmark] {
    [
      Benchmark(workload: pushPop(depth: 10), baseline: pushPop(depth: 1)),
      Benchmark(workload: pushPop(depth: 10), baseline: rerenderPushed),
      Benchmark(workload: pushPop(depth: 10), baseline: rebuildPushed),
      Benchmark(workload: pushPop(depth: 10), baseline: insertRemovePushed),
    ]
  }

  static func pushPop(depth: Int) -> Workload {
    Workload("R7 push+pop, \(depth) deep", operations: 40, quick: 4) {
      let model = PathModel(depth: depth)
      let idle = Ticker()
      let host = ViewHost(NavigationBench(model: model) { DetailScreen(id: $0, ticker: idle) })
      var transaction = Transaction()
      transaction.disablesAnimations = true
      return { count in
        nanoseconds {
          for _ in 0..<count {
            withTransaction(transaction) { model.path.append(depth) }
            host.flush()
            withTransaction(transaction) { _ = model.path.popLast() }
            host.flush()
          }
        }
      }
    }
  }

  /// The baseline of R7: a change that re-renders every row of the top screen of a 10-deep
  /// stack (the screens it covers do not read the change).
  static var rerenderPushed: Workload {
    Workload("R7 re-render of the pushed screen", operations: 40, quick: 4) {
      let model = PathModel(depth: 10)
      let ticker = Ticker()
      let idle = Ticker()
      let host = ViewHost(
        NavigationBench(model: model) { DetailScreen(id: $0, ticker: $0 == 9 ? ticker : idle) }
      )
      return { count in
        nanoseconds {
          for _ in 0..<count {
            ticker.value += 1
            host.flush()
          }
        }
      }
    }
  }

  /// The second baseline of R7: the top screen of a 10-deep stack rendered anew in place (a new
  /// identity: its views removed and built again in one pass), which is the work a push and a
  /// pop cannot avoid; the ratio is what navigation adds to it.
  static var rebuildPushed: Workload {
    Workload("R7 rebuild of the pushed screen", operations: 40, quick: 4) {
      let model = PathModel(depth: 10)
      let generation = Ticker()
      let idle = Ticker()
      let host = ViewHost(
        NavigationBench(model: model) {
          RebuiltDetail(id: $0, generation: $0 == 9 ? generation : idle, idle: idle)
        }
      )
      return { count in
        nanoseconds {
          for _ in 0..<count {
            generation.value += 1
            host.flush()
          }
        }
      }
    }
  }

  /// The third baseline of R7: the views of the detail screen inserted into the top screen of
  /// a 10-deep stack and removed again, in two passes as a push and a pop are, by an `if`
  /// (no navigation). It is the floor of a push and a pop: the ratio is what navigation adds.
  static var insertRemovePushed: Workload {
    Workload("R7 insertion+removal of the screen's views", operations: 40, quick: 4) {
      let model = PathModel(depth: 10)
      let shown = Ticker()
      let idle = Ticker()
      let host = ViewHost(
        NavigationBench(model: model) {
          ToggledDetail(id: $0, shown: $0 == 9 ? shown : idle, idle: idle)
        }
      )
      return { count in
        nanoseconds {
          for _ in 0..<count {
            shown.value += 1
            host.flush()
            shown.value += 1
            host.flush()
          }
        }
      }
    }
  }
}
