import Signals
import ViewModelKit

/// W1–W7: the costs of Signals' hot paths, each next to the plain Swift that bounds it.
@MainActor
enum SignalsWorkloads {
  static var all: [Benchmark] {
    [send, fanOut, churn, chain, currentValue, published, observedPublished, memory]
  }

  /// L2: a stored closure called under a lock, the least a send to one subscriber needs.
  static func lockedCall(_ name: String = "L2 lock+call", operations: Int, quick: Int) -> Workload {
    Workload(name, operations: operations, quick: quick) {
      let counter = Counter()
      let call = LockedCall(opaqueAdder(counter))
      return { count in
        let time = nanoseconds {
          for value in 0..<count { call.call(value) }
        }
        blackHole(counter.total)
        return time
      }
    }
  }

  /// W1: one `PassthroughSubject`, one sink adding to a counter.
  static var send: Benchmark {
    let workload = Workload("W1 send", operations: 10_000_000, quick: 200_000) {
      let subject = PassthroughSubject<Int, Never>()
      var total = 0
      let cancellable = subject.sink { total &+= $0 }
      return { count in
        let time = nanoseconds {
          for value in 0..<count { subject.send(value) }
        }
        blackHole(total)
        blackHole(cancellable)
        return time
      }
    }
    return Benchmark(
      workload: workload,
      baseline: lockedCall(operations: 10_000_000, quick: 200_000)
    )
  }

  /// W2: one subject with 1,000 sinks; the figure is per delivery (sends × 1,000).
  static var fanOut: Benchmark {
    let width = 1000
    let workload = Workload("W2 fan-out /delivery", operations: 10_000_000, quick: 200_000) {
      let subject = PassthroughSubject<Int, Never>()
      let counter = Counter()
      let cancellables = (0..<width).map { _ in subject.sink { counter.total &+= $0 } }
      return { count in
        let time = nanoseconds {
          for value in 0..<(count / width) { subject.send(value) }
        }
        blackHole(counter.total)
        blackHole(cancellables)
        return time
      }
    }
    let baseline = Workload("L3 closures[1000]", operations: 10_000_000, quick: 200_000) {
      let counter = Counter()
      let closures = (0..<width).map { _ in opaqueAdder(counter) }
      return { count in
        let time = nanoseconds {
          for value in 0..<(count / width) {
            for closure in closures { closure(value) }
          }
        }
        blackHole(counter.total)
        return time
      }
    }
    return Benchmark(workload: workload, baseline: baseline)
  }

  /// W3: attach a sink to a subject and cancel it.
  static var churn: Benchmark {
    let workload = Workload("W3 subscribe+cancel", operations: 1_000_000, quick: 50_000) {
      let subject = PassthroughSubject<Int, Never>()
      let counter = Counter()
      return { count in
        nanoseconds {
          for _ in 0..<count {
            let cancellable = subject.sink { counter.total &+= $0 }
            cancellable.cancel()
          }
        }
      }
    }
    let baseline = Workload("object+dictionary", operations: 1_000_000, quick: 50_000) {
      var table: [ObjectIdentifier: Counter] = [:]
      return { count in
        nanoseconds {
          for _ in 0..<count {
            let object = Counter()
            table[ObjectIdentifier(object)] = object
            table.removeValue(forKey: ObjectIdentifier(object))
          }
        }
      }
    }
    return Benchmark(workload: workload, baseline: baseline)
  }

  /// W4: subject → `map` → `filter` → `map` → sink.
  static var chain: Benchmark {
    let workload = Workload("W4 map-filter-map", operations: 5_000_000, quick: 100_000) {
      let subject = PassthroughSubject<Int, Never>()
      var total = 0
      let cancellable =
        subject
        .map { $0 &+ 1 }
        .filter { $0 & 1 == 0 }
        .map { $0 &* 2 }
        .sink { total &+= $0 }
      return { count in
        let time = nanoseconds {
          for value in 0..<count { subject.send(value) }
        }
        blackHole(total)
        blackHole(cancellable)
        return time
      }
    }
    let baseline = Workload("3 closures+lock", operations: 5_000_000, quick: 100_000) {
      let counter = Counter()
      let call = LockedCall(opaqueAdder(counter))
      return { count in
        let time = nanoseconds {
          for value in 0..<count {
            call.chain(value, { $0 &+ 1 }, { $0 & 1 == 0 }, { $0 &* 2 })
          }
        }
        blackHole(counter.total)
        return time
      }
    }
    return Benchmark(workload: workload, baseline: baseline)
  }

  /// W5: `CurrentValueSubject.value` set with one subscriber.
  static var currentValue: Benchmark {
    let workload = Workload("W5 current value set", operations: 5_000_000, quick: 100_000) {
      let subject = CurrentValueSubject<Int, Never>(0)
      var total = 0
      let cancellable = subject.sink { total &+= $0 }
      return { count in
        let time = nanoseconds {
          for value in 0..<count { subject.value = value }
        }
        blackHole(total)
        blackHole(cancellable)
        return time
      }
    }
    return Benchmark(
      workload: workload,
      baseline: lockedCall(operations: 5_000_000, quick: 100_000)
    )
  }

  /// W6: a `@Published` property set, observed through `objectWillChange` and `$count`.
  static var published: Benchmark {
    publishedSet("W6 @Published set", observing: false)
  }

  /// W6 again once a view host exists, which observes every `@Published` write to name the
  /// property that changed.
  static var observedPublished: Benchmark {
    publishedSet("W6 @Published set, host alive", observing: true)
  }

  private static func publishedSet(_ name: String, observing: Bool) -> Benchmark {
    let workload = Workload(name, operations: 5_000_000, quick: 100_000) {
      if observing { blackHole(ViewHost(Text("host"))) }
      let model = CountModel()
      var changes = 0
      var total = 0
      let willChange = model.objectWillChange.sink { changes &+= 1 }
      let values = model.$count.sink { total &+= $0 }
      return { count in
        let time = nanoseconds {
          for value in 0..<count { model.count = value }
        }
        blackHole((changes, total))
        blackHole((willChange, values))
        return time
      }
    }
    return Benchmark(
      workload: workload,
      baseline: lockedCall(operations: 5_000_000, quick: 100_000)
    )
  }
}

/// The view model of W6: one published counter.
final class CountModel: ObservableObject {
  @Published var count = 0
}
