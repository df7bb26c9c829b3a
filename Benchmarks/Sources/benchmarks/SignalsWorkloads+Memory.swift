import Signals

extension SignalsWorkloads {
  /// W7: bytes per live subscription, with 1M sinks on one subject.
  ///
  /// Read from the allocator's statistics. The array that holds the cancellables is reserved
  /// before the first reading, so it is not counted; everything Signals allocates is.
  static var memory: Benchmark {
    let workload = Workload(
      "W7 bytes/subscription",
      unit: .bytes,
      operations: 1_000_000,
      quick: 50_000
    ) {
      { count in
        let subject = PassthroughSubject<Int, Never>()
        let counter = Counter()
        var cancellables: [AnyCancellable] = []
        cancellables.reserveCapacity(count)
        let before = allocatedBytes()
        for _ in 0..<count {
          cancellables.append(subject.sink { counter.total &+= $0 })
        }
        let bytes = allocatedBytes() - before
        blackHole(cancellables)
        return Double(bytes)
      }
    }
    let baseline = Workload("object+closure", unit: .bytes, operations: 1_000_000, quick: 50_000) {
      { count in
        let counter = Counter()
        var holders: [ClosureHolder] = []
        holders.reserveCapacity(count)
        let before = allocatedBytes()
        for _ in 0..<count {
          holders.append(ClosureHolder(opaqueAdder(counter)))
        }
        let bytes = allocatedBytes() - before
        blackHole(holders)
        return Double(bytes)
      }
    }
    return Benchmark(workload: workload, baseline: baseline)
  }
}

/// The least a live subscription needs: one object holding the subscriber's closure, in a list.
final class ClosureHolder {
  let body: (Int) -> Void

  init(_ body: @escaping (Int) -> Void) {
    self.body = body
  }
}
