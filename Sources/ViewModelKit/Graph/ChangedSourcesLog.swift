/// The names of the sources (state, observed properties, environment values) that each update
/// pass changed, by pass number.
///
/// Pass numbers only grow, so the log appends and finds a pass by binary search, where a
/// dictionary would hash, and now and then grow, at every frame. A pass that changed nothing
/// named has no entry: reading it gives `nil`.
///
/// ```swift
/// var log = ChangedSourcesLog()
/// log.append(["count"], toPass: 3)
/// log[3]  // ["count"]
/// ```
struct ChangedSourcesLog: Equatable {
  private var passes: [Int] = []
  private var names: [[String]] = []

  /// The names pass `pass` changed, in the order they were added.
  subscript(pass: Int) -> [String]? {
    let index = firstIndex(notBefore: pass)
    return index < passes.count && passes[index] == pass ? names[index] : nil
  }

  /// Adds names to what pass `pass` changed.
  mutating func append(_ newNames: [String], toPass pass: Int) {
    guard !newNames.isEmpty else { return }
    if passes.last.map({ $0 < pass }) ?? true {
      passes.append(pass)
      names.append(newNames)
      return
    }
    let index = firstIndex(notBefore: pass)
    if passes[index] == pass {
      names[index].append(contentsOf: newNames)
    } else {
      passes.insert(pass, at: index)
      names.insert(newNames, at: index)
    }
  }

  /// The index of the first entry whose pass is `pass` or later.
  private func firstIndex(notBefore pass: Int) -> Int {
    var low = 0
    var high = passes.count
    while low < high {
      let middle = (low + high) / 2
      if passes[middle] < pass { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
