import Foundation

/// Collects what a scenario tells, line by line, and passes each line on as soon as it is written,
/// so that the demo's lines and anything the views print themselves (`_printChanges`) come out in
/// the order they happened.
@MainActor
public final class Narration {
  private let emit: (String) -> Void

  /// The lines written so far.
  public private(set) var lines: [String] = []

  /// Creates a narration that passes each line to `emit`.
  ///
  /// - Parameter emit: Receives every line (the demo prints it).
  public init(emit: @escaping (String) -> Void = { _ in }) {
    self.emit = emit
  }

  /// The whole narration, one line per line, with a final newline.
  public var text: String { lines.map { $0 + "\n" }.joined() }

  /// Writes one line.
  ///
  /// - Parameter line: The line, without a newline.
  public func line(_ line: String = "") {
    lines.append(line)
    emit(line)
  }

  /// Records a line that the program already printed itself (a view's `_printChanges()`), so the
  /// narration's text matches the console without printing the line twice.
  ///
  /// - Parameter line: The line as it was printed.
  public func echo(_ line: String) {
    lines.append(line)
  }

  /// Writes a section heading: a blank line (unless it is the first line), the title, a rule.
  ///
  /// - Parameter title: The heading.
  public func heading(_ title: String) {
    if !lines.isEmpty { line() }
    line(title)
    line(String(repeating: "=", count: title.count))
  }

  /// Writes one step of a flow: a fixed-width tag, then what happened.
  ///
  /// - Parameters:
  ///   - tag: The kind of step (`tap`, `subject`, `state`…).
  ///   - text: What happened.
  public func step(_ tag: String, _ text: String) {
    let padded = tag.padding(toLength: max(tag.count, 13), withPad: " ", startingAt: 0)
    line("  \(padded) \(text)")
  }

  /// Writes a table under a header: numeric columns right-aligned, text columns left-aligned.
  ///
  /// When `keyColumns` is given, the final run of rows that differ only in their first
  /// `keyColumns` cells (the frame, the time) is shortened to its first row, `...`, and its last.
  ///
  /// - Parameters:
  ///   - header: The column titles.
  ///   - rows: The cells, as many per row as titles.
  ///   - keyColumns: How many leading columns say when; `nil` to keep every row.
  public func table(_ header: [String], _ rows: [[String]], keyColumns: Int? = nil) {
    let shown = keyColumns.map { Table.collapsingRepeats(rows, keyColumns: $0) } ?? rows
    for row in Table.lines(header, shown) { line("    " + row) }
  }

  /// Writes an ASCII plot of the values over time, resampled to ``Plot/columns`` columns.
  ///
  /// - Parameters:
  ///   - samples: The values, one per frame, in time order.
  ///   - unit: What the vertical axis measures (`width`).
  public func plot(_ samples: [(time: Double, value: Double)], unit: String) {
    for row in Plot.rows(samples, unit: unit) {
      line(("    " + row).replacingOccurrences(of: " +$", with: "", options: .regularExpression))
    }
  }
}

/// Formats numbers the same way on every run and every machine.
enum Number {
  /// The value with one decimal, or `inf`.
  static func oneDecimal(_ value: Double) -> String {
    value.isInfinite ? "inf" : String(format: "%.1f", value)
  }

  /// The value with one decimal, or `inf`.
  static func oneDecimal(_ value: CGFloat) -> String { oneDecimal(Double(value)) }

  /// The value with three decimals (times in seconds).
  static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

  /// A whole value without decimals, `inf` for infinity.
  static func whole(_ value: Double) -> String {
    value.isInfinite ? "inf" : String(format: "%.0f", value)
  }

  /// A whole value without decimals, `inf` for infinity.
  static func whole(_ value: CGFloat) -> String { whole(Double(value)) }
}
