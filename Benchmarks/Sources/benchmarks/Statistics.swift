/// The median of a workload's samples and how far they spread around it.
struct Summary: Codable {
  let median: Double
  let minimum: Double
  let maximum: Double
  let samples: [Double]

  init(_ samples: [Double]) {
    precondition(!samples.isEmpty, "Summary needs at least one sample")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    median =
      sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    minimum = sorted[0]
    maximum = sorted[sorted.count - 1]
    self.samples = samples
  }

  /// Half the range of the samples, as a fraction of the median.
  var spread: Double {
    median > 0 ? (maximum - minimum) / 2 / median : 0
  }
}

/// One row of the results: a workload, its baseline, and the ratio of their medians.
struct Result: Codable {
  let name: String
  let unit: Unit
  let operations: Int
  let workload: Summary
  let baselineName: String?
  let baseline: Summary?

  /// Workload median over baseline median.
  var ratio: Double? {
    guard let baseline, baseline.median > 0 else { return nil }
    return workload.median / baseline.median
  }
}
