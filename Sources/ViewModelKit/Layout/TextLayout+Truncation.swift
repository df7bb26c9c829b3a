import Foundation

extension TextLayout {
  /// Shortens `text` to `capacity` characters, one of them an ellipsis placed by `mode`.
  static func truncate(_ text: String, capacity: Int, mode: Text.TruncationMode) -> String {
    let kept = max(0, capacity - 1)
    switch mode {
    case .tail:
      return trimmingEnd(text.prefix(kept)) + String(ellipsis)
    case .head:
      return String(ellipsis) + trimmingStart(text.suffix(kept))
    case .middle:
      let head = text.prefix((kept + 1) / 2)
      let tail = text.suffix(kept / 2)
      return trimmingEnd(head) + String(ellipsis) + trimmingStart(tail)
    }
  }

  private static func trimmingEnd(_ text: Substring) -> String {
    var text = text
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }

  private static func trimmingStart(_ text: Substring) -> String {
    var text = text
    while text.first == " " { text = text.dropFirst() }
    return String(text)
  }

  /// The lines and point size of a text that shrinks to fit its line limit, or `nil` when it
  /// fits at its own size.
  ///
  /// The text fits `lineLimit` lines at a capacity `c` when wrapping it at `c` characters a line
  /// makes at most that many lines; the point size at which `c` characters fill `width` is
  /// `width / (c × advance)` of the base size. The first capacity (from the unshrunk one up)
  /// that fits gives the largest size; below the minimum factor the text is cut at that factor.
  static func shrink(
    _ text: String,
    width: CGFloat,
    lineLimit: Int,
    style: Style
  ) -> (lines: [String], pointSize: CGFloat)? {
    let limit = max(1, lineLimit)
    let start = capacity(for: width, pointSize: style.pointSize)
    guard start < Int.max, lines(text, capacity: start, nil, style).count > limit else {
      return nil
    }
    let smallest = style.pointSize * style.minimumScaleFactor
    let longest = text.split(separator: "\n").map(\.count).max() ?? 0
    var capacity = start + 1
    while capacity <= max(longest, start + 1) {
      let pointSize = width * basePointSize / (CGFloat(capacity) * advance)
      guard pointSize >= smallest else { break }
      if lines(text, capacity: capacity, nil, style).count <= limit {
        return (lines(text, capacity: capacity, nil, style), min(pointSize, style.pointSize))
      }
      capacity += 1
    }
    let cut = self.capacity(for: width, pointSize: smallest)
    return (lines(text, capacity: cut, limit, style), smallest)
  }
}
