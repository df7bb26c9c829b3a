package import Foundation

/// The project's text model: a fixed-advance font that wraps at word boundaries.
///
/// Real SwiftUI measures text with font metrics; a headless runtime has none, so this package
/// uses a model simple enough to compute by hand in a test (a project decision, not SwiftUI
/// behaviour):
///
/// - Every character (grapheme cluster, including a space) advances **8 points**; every line is
///   **20 points** high. So `Text("Collapse")` is 64 × 20.
/// - **Ideal size** (proposed width `nil`, or a width the text fits in): one line of the whole
///   string. A `"\n"` is a hard line break; the widest line sets the width.
/// - **Narrower width `w`:** a line holds at most `max(1, ⌊w / 8⌋)` characters. Words (separated by
///   spaces) are packed greedily; the space at a break is dropped; a word longer than a line is
///   broken into line-sized pieces. The text is then as wide as its longest line, so it never
///   exceeds `w` unless a single character is wider than `w`.
/// - **Line limit `n`:** when wrapping yields more than `n` lines, the first `n − 1` are kept and
///   the last line shows as much of the remaining text as fits before a trailing `"…"` (which
///   counts as one character). A limit below 1 counts as 1; `nil` means unlimited.
/// - **Height** is always lines × 20. The proposed height is ignored: text never truncates to fit
///   a height, it overflows.
/// - The empty string is 0 × 0 with no lines.
///
/// The reference (§7.1) sketches a simpler model that splits the ideal width into
/// `ceil(ideal / w)` lines; word wrapping was chosen instead so that snapshots show readable
/// lines. Both agree on the advance model and on never growing past the ideal width.
///
/// ```swift
/// TextLayout.lines("Hello brave new world", width: 96, lineLimit: nil)
/// // ["Hello brave", "new world"]
/// TextLayout.lines("Hello brave new world", width: 96, lineLimit: 1)
/// // ["Hello brave…"]
/// ```
package enum TextLayout {
  /// The advance of every character, in points.
  package static let advance: CGFloat = 8
  /// The height of every line, in points.
  package static let lineHeight: CGFloat = 20
  /// The character that ends a truncated last line.
  package static let ellipsis: Character = "…"

  /// Breaks `text` into the lines it shows when proposed `width`.
  ///
  /// ```swift
  /// TextLayout.lines("Collapse", width: nil, lineLimit: nil)  // ["Collapse"]
  /// ```
  ///
  /// - Parameters:
  ///   - text: The string to show.
  ///   - width: The proposed width, or `nil` for the ideal (unwrapped) size.
  ///   - lineLimit: The most lines to show, or `nil` for no limit.
  /// - Returns: The lines, in order.
  package static func lines(_ text: String, width: CGFloat?, lineLimit: Int?) -> [String] {
    guard !text.isEmpty else { return [] }
    let perLine = capacity(for: width)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += wrap(String(paragraph), capacity: perLine)
    }
    guard let lineLimit, lines.count > max(1, lineLimit) else { return lines }
    let kept = max(1, lineLimit)
    let rest = lines[(kept - 1)...].joined(separator: " ")
    return Array(lines[..<(kept - 1)]) + [truncate(rest, capacity: perLine)]
  }

  /// Returns the size of `lines`: the longest line's advance by the number of lines.
  ///
  /// ```swift
  /// TextLayout.size(of: ["Hello brave", "new world"])  // (88.0, 40.0)
  /// ```
  ///
  /// - Parameter lines: Lines from ``lines(_:width:lineLimit:)``.
  /// - Returns: The text's size.
  package static func size(of lines: [String]) -> CGSize {
    let longest = lines.map(\.count).max() ?? 0
    return CGSize(width: CGFloat(longest) * advance, height: CGFloat(lines.count) * lineHeight)
  }

  /// The most characters a line of `width` holds: at least one, and unlimited for `nil`.
  private static func capacity(for width: CGFloat?) -> Int {
    guard let width, width.isFinite else { return Int.max }
    guard width < advance * 1e9 else { return Int.max }
    return max(1, Int((width / advance).rounded(.down)))
  }

  /// Packs the words of one paragraph greedily into lines of at most `capacity` characters.
  private static func wrap(_ paragraph: String, capacity: Int) -> [String] {
    guard paragraph.count > capacity else { return [paragraph] }
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count <= capacity {
        current += " " + word
        continue
      }
      if !current.isEmpty { lines.append(current) }
      var piece = Substring(word)
      while piece.count > capacity {
        lines.append(String(piece.prefix(capacity)))
        piece = piece.dropFirst(capacity)
      }
      current = String(piece)
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// Shortens `text` to `capacity` characters, the last of them an ellipsis.
  private static func truncate(_ text: String, capacity: Int) -> String {
    var kept = text.prefix(max(0, capacity - 1))
    while kept.last == " " { kept = kept.dropLast() }
    return String(kept) + String(ellipsis)
  }
}
