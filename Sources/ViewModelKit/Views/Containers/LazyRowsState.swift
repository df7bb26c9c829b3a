import Foundation

/// The realization window of a `ForEach` inside a lazy container: which of its rows have views,
/// and the lengths measured for the rows that had them.
///
/// A row is an element of the `ForEach` (a line of cells, in a lazy grid). Rows outside the
/// window have no node; their geometry comes from their data: each is taken to be as long as
/// the average row measured so far (``defaultRowLength`` before any), and separated by the gap
/// measured between realized rows. Rows that were measured keep their length. So a list of
/// rows of one height has exact geometry once one row was laid out, and a list of varied rows
/// has estimated lengths outside the window, as in SwiftUI.
///
/// Before any row was measured the window is the one row at the start of the viewport; once it
/// is laid out, the window takes every row in view.
///
/// The window holds the rows that intersect the viewport, widened by ``margin`` on each side
/// (SwiftUI prefetches an undocumented number of rows; this runtime realizes only what can be
/// seen, so that `onAppear` means visible). A row that leaves the window is parked: its
/// `onDisappear` runs (its tasks are cancelled) and it is no longer drawn, but its node and state
/// are kept, as SwiftUI keeps rows that scrolled away (the reference marks this uncertain on
/// current systems); when it comes back its `onAppear` runs again with its state as it was. A
/// parked row costs its node, as it does in SwiftUI.
@MainActor
final class LazyRowsState {
  /// The length of a row before any row was measured.
  static let defaultRowLength: CGFloat = 44
  /// How far beyond the viewport rows are realized, in points.
  static let margin: CGFloat = 0

  /// The realized rows: `window.lowerBound..<window.upperBound` (line indices in a grid).
  var window = 0..<0
  /// How many rows there are.
  var rowCount = 0
  /// How many elements make a row (the columns of a `LazyVGrid`).
  var elementsPerRow = 1
  /// The lengths measured, by row index.
  var measured: [Int: CGFloat] = [:]
  /// The gap between rows, as measured (or the container's spacing until two rows were seen).
  var gap: CGFloat = 8
  /// The sum of the measured lengths.
  private var measuredTotal: CGFloat = 0
  /// The rows that scrolled out of the window, kept with their state, by key.
  var parked: [ChildKey: ViewNode] = [:]

  /// The length taken for a row that was never measured.
  var estimate: CGFloat {
    measured.isEmpty ? Self.defaultRowLength : measuredTotal / CGFloat(measured.count)
  }

  /// Records a row's measured length.
  func record(length: CGFloat, of row: Int) {
    measuredTotal += length - (measured[row] ?? 0)
    measured[row] = length
  }

  /// Forgets every measurement (the data changed so much that indices mean other rows).
  func resetMeasurements() {
    measured = [:]
    measuredTotal = 0
  }

  /// Where row `index` starts, from the start of the first row.
  func offset(of index: Int) -> CGFloat {
    let estimate = estimate
    var result = CGFloat(index) * (estimate + gap)
    for (row, length) in measured where row < index { result += length - estimate }
    return result
  }

  /// The length of row `index`, measured or estimated.
  func length(of index: Int) -> CGFloat { measured[index] ?? estimate }

  /// The length of the rows before the window, with the gap after them.
  var before: CGFloat { offset(of: window.lowerBound) }

  /// The length of the rows after the window, with the gap before them.
  var after: CGFloat {
    guard window.upperBound < rowCount else { return 0 }
    return offset(of: rowCount) - offset(of: window.upperBound)
  }

  /// The rows that intersect `start..<end` (in points from the start of the first row), widened
  /// by the margin.
  func rows(from start: CGFloat, to end: CGFloat) -> Range<Int> {
    guard rowCount > 0 else { return 0..<0 }
    let low = start - Self.margin
    let high = end + Self.margin
    // A container wholly before or after what is visible (a list section out of view) builds
    // no row, not even the first one to measure.
    guard high > 0, low < offset(of: rowCount) else { return 0..<0 }
    // The first row whose end is after `low`.
    var lower = 0
    var upper = rowCount
    while lower < upper {
      let middle = (lower + upper) / 2
      if offset(of: middle) + length(of: middle) <= low {
        lower = middle + 1
      } else {
        upper = middle
      }
    }
    let first = lower
    // Before any row was measured, one row is built and measured first, so that the estimate
    // does not build rows that turn out to be out of view.
    if measured.isEmpty { return first..<min(first + 1, rowCount) }
    // The first row that starts at or after `high`.
    upper = rowCount
    while lower < upper {
      let middle = (lower + upper) / 2
      if offset(of: middle) < high {
        lower = middle + 1
      } else {
        upper = middle
      }
    }
    return first..<max(first, lower)
  }
}
