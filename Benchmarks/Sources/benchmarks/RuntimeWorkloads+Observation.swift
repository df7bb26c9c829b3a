import Foundation
import ViewModelKit

/// The only state of an ``ObservedTree`` that changes: an `@Observable` counter.
@Observable
final class ObservableTicker {
  var value = 0
}

/// The only view of an ``ObservedTree`` that reads the counter.
struct ObservableTickerReader: View {
  let ticker: ObservableTicker

  var body: some View {
    Text("ticker \(ticker.value)")
  }
}

/// A ``ListTree`` whose one reader reads an `@Observable` property instead of an
/// `ObservableObject` (R8).
struct ObservedTree: View {
  let views: Int
  let ticker: ObservableTicker

  var body: some View {
    VStack {
      ObservableTickerReader(ticker: ticker)
      ForEach(0..<max(1, views / 2 - 2), id: \.self) { index in
        CounterRow(index: index, label: "row")
      }
    }
  }
}

extension RuntimeWorkloads {
  /// R8: a write to an `@Observable` property read by one view, then `flush()`, in a tree of
  /// 100,000 views against a tree of 100 (the cost should not grow with the tree), and against
  /// the same change through `@Published` + `@ObservedObject` (R1's tree of 100,000 views).
  static var observation: [Benchmark] {
    func observed(_ views: Int) -> Workload {
      Workload("R8 @Observable change, \(views) views", operations: 20, quick: 3) {
        let ticker = ObservableTicker()
        let host = ViewHost(ObservedTree(views: views, ticker: ticker))
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
    let published = Workload("R8 @Published change, 100000 views", operations: 20, quick: 3) {
      let ticker = Ticker()
      let host = ViewHost(ListTree(views: 100_000, ticker: ticker))
      return { count in
        nanoseconds {
          for _ in 0..<count {
            ticker.value += 1
            host.flush()
          }
        }
      }
    }
    return [
      Benchmark(workload: observed(100_000), baseline: observed(100)),
      Benchmark(workload: observed(100_000), baseline: published),
    ]
  }
}
