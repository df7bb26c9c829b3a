import Foundation

/// `LazyVGrid` and `LazyHGrid`: the cells they have views for (see `lazyWindow`).
///
/// For a `LazyVGrid` (a `LazyHGrid` swaps the axes): the grid items become columns across the
/// proposed width. A `.fixed` item is its size; the width left after the fixed items and the
/// spacing is shared equally by the other items, a `.flexible` item clamped to its bounds, an
/// `.adaptive` item holding as many columns of at least its minimum as fit in its share. A
/// spacing `nil` (of an item, to the next column; or of the grid, between rows) is 8 points.
/// Cells fill the columns row by row; a row is as tall as its tallest cell, each proposed its
/// column width and no height (so a `Color` cell is 10 points tall unless framed, as in
/// SwiftUI), and aligned in its cell by its item's alignment or the grid's. The grid takes the whole proposed width (with no width
/// proposed, flexible and adaptive items take their minimum).
extension LayoutEngine {
  /// One column of a `LazyVGrid` (row of a `LazyHGrid`): its length, the gap after it, and
  /// how its cells line up.
  struct Track {
    var length: CGFloat
    var gap: CGFloat
    var alignment: Alignment?
  }

  /// What a lazy grid decided for one proposal.
  struct LazyGridPlan {
    var tracks: [Track] = []
    var lines: [[LayoutBox]] = []
    var lineLengths: [CGFloat] = []
    var spacing: CGFloat = 8
    var size = CGSize.zero
  }

  /// Resolves the tracks and measures the lines of a lazy grid.
  mutating func lazyGridPlan(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ items: [GridItem],
    _ spacing: CGFloat?
  ) -> LazyGridPlan {
    var plan = LazyGridPlan()
    plan.spacing = spacing ?? 8
    plan.tracks = Self.tracks(of: items, in: axis.minor(proposal))
    let cells = box.children.filter { !$0.isEmptyView }
    let count = max(plan.tracks.count, 1)
    plan.lines = stride(from: 0, to: cells.count, by: count)
      .map {
        Array(cells[$0..<min($0 + count, cells.count)])
      }
    for line in plan.lines {
      var length: CGFloat = 0
      for (index, cell) in line.enumerated() {
        let track = plan.tracks.indices.contains(index) ? plan.tracks[index].length : nil
        let cellSize = size(of: cell, axis.proposal(major: nil, minor: track), in: nil)
        length = max(length, axis.major(cellSize))
      }
      plan.lineLengths.append(length)
    }
    let tracksLength = plan.tracks.reduce(0) { $0 + $1.length + $1.gap }
    let major =
      plan.lineLengths.reduce(0, +) + CGFloat(max(plan.lines.count - 1, 0)) * plan.spacing
    plan.size = axis.size(major: major, minor: axis.minor(proposal) ?? tracksLength)
    return plan
  }

  /// Places the cells of a lazy grid line by line, the block of tracks centred across.
  mutating func placeLazyGrid(
    _ box: LayoutBox,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ items: [GridItem],
    _ alignment: Alignment,
    _ spacing: CGFloat?
  ) {
    let minor = axis.minor(proposal) ?? axis.minor(bounds.size)
    let plan = lazyGridPlan(box, axis.proposal(major: nil, minor: minor), axis, items, spacing)
    for child in box.children where child.isEmptyView { unplace(child) }
    let tracksLength = plan.tracks.reduce(0) { $0 + $1.length + $1.gap }
    let minorStart = axis.minor(bounds.origin.sizeValue) + (minor - tracksLength) / 2
    var major = axis.major(bounds.origin.sizeValue)
    for (line, length) in zip(plan.lines, plan.lineLengths) {
      var position = minorStart
      for (index, cell) in line.enumerated() {
        let track =
          plan.tracks.indices.contains(index) ? plan.tracks[index] : Track(length: 0, gap: 0)
        let origin = axis.point(major: major, minor: position)
        let cellRect = CGRect(origin: origin, size: axis.size(major: length, minor: track.length))
        let cellProposal = axis.proposal(major: nil, minor: track.length)
        let cellSize = size(of: cell, cellProposal, in: nil)
        let cellAlignment = track.alignment ?? alignment
        place(
          cell,
          at: Self.origin(of: cellSize, in: cellRect, cellAlignment),
          cellProposal,
          in: nil
        )
        position += track.length + track.gap
      }
      major += length + plan.spacing
    }
  }

  /// The tracks (columns of a `LazyVGrid`) the items make in `available` length.
  static func tracks(
    of items: [GridItem],
    in available: CGFloat?
  ) -> [Track] {
    let gaps = items.map { $0.spacing ?? 8 }
    let fixed = items.reduce(CGFloat(0)) { total, item in
      if case .fixed(let length) = item.size { return total + length }
      return total
    }
    let sharing = items.filter {
      if case .fixed = $0.size { return false }
      return true
    }
    let allGaps = gaps.dropLast().reduce(0, +)
    let share = available.map { max(0, ($0 - fixed - allGaps) / CGFloat(max(sharing.count, 1))) }
    var result: [Track] = []
    for (index, item) in items.enumerated() {
      let gap = index == items.count - 1 ? 0 : gaps[index]
      switch item.size {
      case .fixed(let length):
        result.append(Track(length: length, gap: gap, alignment: item.alignment))
      case .flexible(let minimum, let maximum):
        let length = min(max(share ?? minimum, minimum), max(maximum, minimum))
        result.append(Track(length: length, gap: gap, alignment: item.alignment))
      case .adaptive(let minimum, let maximum):
        let inner = gaps[index]
        let room = share ?? minimum
        let count = max(1, Int(((room + inner) / (max(minimum, 1) + inner)).rounded(.down)))
        let each = (room - inner * CGFloat(count - 1)) / CGFloat(count)
        let length = min(max(each, minimum), max(maximum, minimum))
        for column in 0..<count {
          let after = column == count - 1 ? gap : inner
          result.append(Track(length: length, gap: after, alignment: item.alignment))
        }
      }
    }
    return result
  }
}
