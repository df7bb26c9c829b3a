import Foundation

/// Draws values over time as a fixed-size grid of characters, so a terminal shows an animation's
/// curve without any graphics.
enum Plot {
  /// The plot's width in characters, whatever the number of samples.
  static let columns = 60
  /// The plot's height in lines.
  static let height = 10

  /// The plot's lines: a labelled axis, one `*` per column, and the time span underneath.
  ///
  /// - Parameters:
  ///   - samples: The values in time order; at least one.
  ///   - unit: What the vertical axis measures.
  /// - Returns: The lines, without indentation.
  static func rows(_ samples: [(time: Double, value: Double)], unit: String) -> [String] {
    guard let first = samples.first, let last = samples.last else { return [] }
    let values = samples.map(\.value)
    let low = values.min() ?? 0
    let high = values.max() ?? 0
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: height)
    for column in 0..<columns {
      let index = Int((Double(column) * Double(samples.count - 1) / Double(columns - 1)).rounded())
      let value = samples[index].value
      let level =
        high > low ? Int(((value - low) / (high - low) * Double(height - 1)).rounded()) : height / 2
      grid[height - 1 - level][column] = "*"
    }
    let labels = [Number.oneDecimal(high), Number.oneDecimal(low), unit]
    let labelWidth = labels.map(\.count).max() ?? 0
    func label(_ text: String) -> String {
      String(repeating: " ", count: labelWidth - text.count) + text
    }
    var lines: [String] = [label(unit)]
    for (index, row) in grid.enumerated() {
      let text: String
      switch index {
      case 0: text = label(Number.oneDecimal(high))
      case height - 1: text = label(Number.oneDecimal(low))
      default: text = label("")
      }
      lines.append(text + " |" + String(row))
    }
    lines.append(label("") + " +" + String(repeating: "-", count: columns))
    let start = "t = \(Number.seconds(first.time)) s"
    let end = "\(Number.seconds(last.time)) s"
    let gap = max(1, columns + 1 - start.count - end.count)
    lines.append(label("") + "  " + start + String(repeating: " ", count: gap) + end)
    return lines
  }
}
