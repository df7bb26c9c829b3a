import Foundation
import ViewModelKit

/// One row of a lazy list's data: what a view model would hold for a row.
struct ListItem: Identifiable {
  let id: Int
  let title: String
}

/// A screen that is a `List` of `rows` rows, made from data, as a view model's page of results
/// is shown (R5, R6).
struct LongList: View {
  let items: [ListItem]

  var body: some View {
    List(items) { item in
      Text(item.title)
    }
  }

  /// The data of a list of `count` rows.
  static func items(_ count: Int) -> [ListItem] {
    (0..<count).map { ListItem(id: $0, title: "Row \($0)") }
  }
}

extension RuntimeWorkloads {
  /// R5–R6: a lazy list's cost must not grow with its number of rows.
  static var lists: [Benchmark] {
    [
      Benchmark(workload: scroll(100_000), baseline: scroll(1000)),
      Benchmark(workload: firstRender(100_000), baseline: firstRender(100)),
      Benchmark(workload: bytesPerHiddenRow, baseline: nil),
    ]
  }

  /// R5: scrolling a lazy list of `count` rows by one screen (844 points), per scroll.
  ///
  /// Each sample starts from a fresh host at the top, so that every scroll builds the rows it
  /// shows, whatever the list's length (a parked row that comes back would be cheaper).
  static func scroll(_ count: Int) -> Workload {
    Workload("R5 scroll one screen, \(count) rows", operations: 12, quick: 3) {
      let items = LongList.items(count)
      return { scrolls in
        let host = ViewHost(LongList(items: items))
        return nanoseconds {
          for _ in 0..<scrolls { try! host.scroll(by: 844) }
        }
      }
    }
  }

  /// R6: the first render (`ViewHost(…)` and `snapshot()`) of a lazy list of `count` rows.
  static func firstRender(_ count: Int) -> Workload {
    Workload("R6 first render, \(count) rows", operations: 10, quick: 2) {
      let items = LongList.items(count)
      return { renders in
        nanoseconds {
          for _ in 0..<renders {
            let host = ViewHost(LongList(items: items))
            blackHole(host.snapshot())
          }
        }
      }
    }
  }

  /// R6 memory: the bytes a host holds per row that was never on screen, beyond the rows' data
  /// (which exists before the host): a 100,000-row list's host against a 100-row one's.
  static var bytesPerHiddenRow: Workload {
    Workload("R6 bytes/row never on screen", unit: .bytes, operations: 1, quick: 1) {
      let small = LongList.items(100)
      let large = LongList.items(100_000)
      return { count in
        var total = 0.0
        for _ in 0..<count {
          let before = allocatedBytes()
          let smallHost = ViewHost(LongList(items: small))
          let middle = allocatedBytes()
          let largeHost = ViewHost(LongList(items: large))
          let after = allocatedBytes()
          blackHole((smallHost, largeHost))
          total += Double((after - middle) - (middle - before)) / Double(large.count - small.count)
        }
        return total
      }
    }
  }
}
