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
    topScreenWorkload("R7 re-render of the pushed screen", changes: 1) { id, driver, idle in
      DetailScreen(id: id, ticker: id == 9 ? driver : idle)
    }
  }

  /// The second baseline of R7: the top screen of a 10-deep stack rendered anew in place (a new
  /// identity: its views removed and built again in one pass), which is the work a push and a
  /// pop cannot avoid; the ratio is what navigation adds to it.
  static var rebuildPushed: Workload {
    topScreenWorkload("R7 rebuild of the pushed screen", changes: 1) { id, driver, idle in
      RebuiltDetail(id: id, generation: id == 9 ? driver : idle, idle: idle)
    }
  }

  /// The third baseline of R7: the floor of a push and a pop, without navigation.
  ///
  /// The views of the detail screen are inserted into the top screen of a 10-deep stack by an
  /// `if` and removed again, in two passes as a push and a pop are; the ratio is what
  /// navigation adds.
  static var insertRemovePushed: Workload {
    topScreenWorkload("R7 insertion+removal of the screen's views", changes: 2) {
      id,
      driver,
      idle in
      ToggledDetail(id: id, shown: id == 9 ? driver : idle, idle: idle)
    }
  }

  /// A baseline of R7 on a 10-deep stack: `detail` makes each screen from its id, the ticker
  /// that drives the top screen and one that never changes; an operation is `changes` changes
  /// of the driver, each flushed.
  private static func topScreenWorkload<Detail: View>(
    _ name: String,
    changes: Int,
    detail: @escaping (_ id: Int, _ driver: Ticker, _ idle: Ticker) -> Detail
  ) -> Workload {
    Workload(name, operations: 40, quick: 4) {
      let model = PathModel(depth: 10)
      let driver = Ticker()
      let idle = Ticker()
      let host = ViewHost(NavigationBench(model: model) { detail($0, driver, idle) })
      return { count in
        nanoseconds {
          for _ in 0..<count * changes {
            driver.value += 1
            host.flush()
          }
        }
      }
    }
  }
}
