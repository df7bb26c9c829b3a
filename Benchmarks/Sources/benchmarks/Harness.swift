import Foundation

/// What a figure counts: time per operation, or memory per item.
enum Unit: String, Codable {
  case nanoseconds = "ns"
  case bytes = "B"
}

/// One measured operation: its setup runs once, then the runner is called for the warm-up and for
/// every sample, and returns the total cost of `count` operations (nanoseconds or bytes).
@MainActor
struct Workload {
  let name: String
  let unit: Unit
  /// Operations per sample in a full run, and in a `--quick` run.
  let operations: Int
  let quickOperations: Int
  let makeRunner: () -> (_ count: Int) -> Double

  init(
    _ name: String,
    unit: Unit = .nanoseconds,
    operations: Int,
    quick: Int,
    makeRunner: @escaping () -> (_ count: Int) -> Double
  ) {
    self.name = name
    self.unit = unit
    self.operations = operations
    quickOperations = quick
    self.makeRunner = makeRunner
  }
}

/// A workload shown next to its baseline: the plain Swift that does the least work the operation
/// needs, measured in the same run so that the ratio holds on a noisy machine.
@MainActor
struct Benchmark {
  let workload: Workload
  let baseline: Workload?
}

/// The command line: `benchmarks [--filter NAME] [--quick] [--json FILE]`.
struct Options {
  var filter: String?
  var quick = false
  var jsonPath: String?

  static let usage = "usage: benchmarks [--filter NAME] [--quick] [--json FILE]"

  init(arguments: [String]) throws(OptionsError) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--quick": quick = true
      case "--filter":
        guard let value = rest.popFirst() else {
          throw OptionsError(message: "--filter needs a name")
        }
        filter = value
      case "--json":
        guard let value = rest.popFirst() else {
          throw OptionsError(message: "--json needs a file")
        }
        jsonPath = value
      case "--help", "-h": throw OptionsError(message: Options.usage)
      default: throw OptionsError(message: "unknown argument \(argument)\n\(Options.usage)")
      }
    }
  }

  /// Whether a workload is selected: its name contains the filter, ignoring case.
  func selects(_ benchmark: Benchmark) -> Bool {
    guard let filter else { return true }
    return benchmark.workload.name.localizedCaseInsensitiveContains(filter)
  }
}

/// A command-line mistake, with the message to print.
struct OptionsError: Error {
  let message: String
}

/// Runs the selected benchmarks: setup once, one warm-up, then samples of the workload and its
/// baseline taken alternately, so that a slow moment of the machine affects both.
@MainActor
struct Runner {
  let options: Options

  var samples: Int { options.quick ? 3 : 7 }

  func run(_ benchmark: Benchmark) -> Result {
    let count = options.quick ? benchmark.workload.quickOperations : benchmark.workload.operations
    let workload = benchmark.workload.makeRunner()
    let baseline = benchmark.baseline.map { $0.makeRunner() }
    _ = workload(max(1, count / 10))
    _ = baseline?(max(1, count / 10))
    var measured: [Double] = []
    var reference: [Double] = []
    for _ in 0..<samples {
      measured.append(workload(count) / Double(count))
      if let baseline { reference.append(baseline(count) / Double(count)) }
    }
    return Result(
      name: benchmark.workload.name,
      unit: benchmark.workload.unit,
      operations: count,
      workload: Summary(measured),
      baselineName: benchmark.baseline?.name,
      baseline: reference.isEmpty ? nil : Summary(reference)
    )
  }
}

/// Measures the time `body` takes on the monotonic clock, in nanoseconds.
@inline(never)
func nanoseconds(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  let elapsed = clock.now - start
  let (seconds, attoseconds) = elapsed.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// Keeps a value alive and opaque to the optimiser, so the work that made it is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
