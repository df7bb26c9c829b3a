import Foundation

/// Prints results as an aligned text table and writes them as JSON.
enum Table {
  static let header = ["workload", "median", "spread", "baseline", "median", "ratio"]

  /// The table rows as text cells, the header first.
  static func rows(_ results: [Result]) -> [[String]] {
    [header]
      + results.map { result in
        [
          result.name,
          format(result.workload.median, result.unit),
          "±" + percent(result.workload.spread),
          result.baselineName ?? "-",
          result.baseline.map { format($0.median, result.unit) } ?? "-",
          result.ratio.map { String(format: "%.2f×", $0) } ?? "-",
        ]
      }
  }

  /// The table, columns padded to their widest cell; text left-aligned, figures right-aligned.
  static func text(_ results: [Result]) -> String {
    let rows = rows(results)
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    let leftAligned: Set = [0, 3]
    return
      rows.map { row in
        row.indices
          .map { column in
            let padding = String(repeating: " ", count: widths[column] - row[column].count)
            return leftAligned.contains(column) ? row[column] + padding : padding + row[column]
          }
          .joined(separator: "  ")
          .trimmingCharacters(in: .whitespaces)
      }
      .joined(separator: "\n")
  }

  /// Writes every result, its samples and ratio as a JSON array.
  static func writeJSON(_ results: [Result], to path: String) throws {
    let records = results.map { Record(result: $0, ratio: $0.ratio) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(records).write(to: URL(fileURLWithPath: path))
  }

  private struct Record: Encodable {
    let result: Result
    let ratio: Double?
  }

  private static func format(_ value: Double, _ unit: Unit) -> String {
    switch value {
    case ..<10: String(format: "%.2f %@", value, unit.rawValue)
    case ..<1000: String(format: "%.1f %@", value, unit.rawValue)
    case ..<1_000_000 where unit == .nanoseconds: String(format: "%.2f µs", value / 1e3)
    case _ where unit == .nanoseconds: String(format: "%.2f ms", value / 1e6)
    default: String(format: "%.0f %@", value, unit.rawValue)
    }
  }

  private static func percent(_ fraction: Double) -> String {
    String(format: "%.1f%%", fraction * 100)
  }
}
