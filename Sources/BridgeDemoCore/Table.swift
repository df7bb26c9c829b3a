import Foundation

/// Lays out rows of cells as aligned text columns.
enum Table {
  /// The header, a rule, and the rows; a column whose cells are all numbers (or `-`, `...`) is
  /// right-aligned, any other column left-aligned.
  static func lines(_ header: [String], _ rows: [[String]]) -> [String] {
    let widths = header.indices.map { column in
      ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    let numeric = header.indices.map { column in
      rows.allSatisfy { row in
        let cell = row[column]
        return cell == "-" || cell == "..." || Double(cell) != nil || cell == "inf"
      }
    }
    func format(_ cells: [String]) -> String {
      let padded = cells.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - cells[column].count)
        return numeric[column] ? padding + cells[column] : cells[column] + padding
      }
      return padded.joined(separator: "  ")
        .replacingOccurrences(
          of: " +$",
          with: "",
          options: .regularExpression
        )
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return [format(header), rule] + rows.map(format)
  }

  /// The rows with their last run of three or more rows that are equal after the first
  /// `keyColumns` cells (an animation that has settled) shortened to its first row, a row of
  /// `...`, and its last row.
  static func collapsingRepeats(_ rows: [[String]], keyColumns: Int) -> [[String]] {
    guard let last = rows.last else { return rows }
    var start = rows.count - 1
    while start > 0 && rows[start - 1].dropFirst(keyColumns) == last.dropFirst(keyColumns) {
      start -= 1
    }
    guard rows.count - start >= 3 else { return rows }
    return Array(rows[...start]) + [last.map { _ in "..." }, last]
  }
}
