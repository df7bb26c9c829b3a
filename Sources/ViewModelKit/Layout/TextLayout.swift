package import Foundation

/// The project's text model: a fixed-advance font that wraps at word boundaries and scales with
/// the point size.
///
/// Real SwiftUI measures text with font metrics; a headless runtime has none, so this package
/// uses a model simple enough to compute by hand in a test (a project decision, not SwiftUI
/// behaviour):
///
/// - At 17 points (`body`, and text with no font) every character (grapheme cluster, including a
///   space) advances **8 points** and every line is **20 points** high, so `Text("Collapse")` is
///   64 × 20. At `p` points a character advances `8 × p / 17` and a line is `20 × p / 17` high;
///   the text's width and height are then rounded up to whole points (at 17 points they already
///   are whole). Weight, design, italic, kerning and tracking do not change the metrics; the
///   model is monospaced, so `monospaced()` and `monospacedDigit()` change nothing either. A
///   concatenated text is measured with its largest run's point size.
/// - **Ideal size** (proposed width `nil`, or a width the text fits in): one line of the whole
///   string. A `"\n"` is a hard line break; the widest line sets the width.
/// - **Narrower width `w`:** a line holds the most characters whose rounded width fits in `w`
///   (at least one). Words (separated by spaces) are packed greedily; the space at a break is
///   dropped; a word longer than a line is broken into line-sized pieces. The text is then as
///   wide as its longest line, so it never exceeds `w` unless a single character is wider.
/// - **Line limit `n`:** when wrapping yields more than `n` lines, the first `n − 1` are kept and
///   the last line shows as much of the remaining text as fits with a `"…"` (one character):
///   at its end (`.tail`, the default), its start (`.head`: `"…"` and the end of the text) or
///   its middle (`.middle`: the start of the remaining text, `"…"`, the end of the text). A limit
///   below 1 counts as 1; `nil` means unlimited.
/// - **Minimum scale factor `f` < 1:** a text its line limit would cut first shrinks: it takes
///   the largest point size (at most its own, at least `f` times it) at which it fits the limit
///   without cutting; when even `f` is not enough it is cut at `f` times its size.
/// - **Height** is lines × line height, plus `lineSpacing` between lines, with at least the
///   reserved lines of `lineLimit(_:reservesSpace:)` (never below 0). The proposed height is
///   ignored: text never truncates to fit a height, it overflows.
/// - Bad input: a point size that is negative or not finite counts as 0 (the text has no size);
///   a minimum scale factor is clamped to 0.01…1.
/// - The empty string is 0 × 0 with no lines (unless lines are reserved).
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
  /// The advance of every character at 17 points, in points.
  package static let advance: CGFloat = 8
  /// The height of every line at 17 points, in points.
  package static let lineHeight: CGFloat = 20
  /// The point size the model's metrics are given for (`body`).
  package static let basePointSize: CGFloat = 17
  /// The character that ends a truncated last line.
  package static let ellipsis: Character = "…"

  /// How a text is measured: its point size and the environment's text settings.
  package struct Style: Hashable, Sendable {
    /// The point size.
    package var pointSize: CGFloat
    /// Where a text cut by its line limit shows the ellipsis.
    package var truncationMode: Text.TruncationMode
    /// How far the text may shrink before it is cut.
    package var minimumScaleFactor: CGFloat
    /// The extra space between lines.
    package var lineSpacing: CGFloat
    /// The fewest lines the text is high.
    package var reservedLines: Int

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - pointSize: The point size.
    ///   - truncationMode: Where the ellipsis goes.
    ///   - minimumScaleFactor: The smallest scale.
    ///   - lineSpacing: The space between lines.
    ///   - reservedLines: The fewest lines.
    package init(
      pointSize: CGFloat = 17,
      truncationMode: Text.TruncationMode = .tail,
      minimumScaleFactor: CGFloat = 1,
      lineSpacing: CGFloat = 0,
      reservedLines: Int = 0
    ) {
      self.pointSize = pointSize
      self.truncationMode = truncationMode
      self.minimumScaleFactor = minimumScaleFactor
      self.lineSpacing = lineSpacing
      self.reservedLines = reservedLines
    }

    /// Text with no font and no settings: 17 points.
    package static let body = Style()
  }

  /// A text laid out for a width: its lines, the point size they are drawn at, and its size.
  package struct Measured: Hashable, Sendable {
    /// The lines, in order.
    package var lines: [String]
    /// The point size, smaller than the style's when the text shrank to fit.
    package var pointSize: CGFloat
    /// The text's size.
    package var size: CGSize
  }

  /// Lays out `text` for a proposed `width`.
  ///
  /// ```swift
  /// TextLayout.measure("Hi", width: nil, lineLimit: nil, style: .init(pointSize: 34)).size
  /// // 32 × 40
  /// ```
  ///
  /// - Parameters:
  ///   - text: The string to show.
  ///   - width: The proposed width, or `nil` for the ideal (unwrapped) size.
  ///   - lineLimit: The most lines to show, or `nil` for no limit.
  ///   - style: The point size and settings.
  /// - Returns: The lines, the point size and the size.
  package static func measure(
    _ text: String,
    width: CGFloat?,
    lineLimit: Int?,
    style: Style = .body
  ) -> Measured {
    var pointSize = style.pointSize
    var lines = self.lines(text, width: width, lineLimit: lineLimit, style: style)
    if style.minimumScaleFactor < 1, let lineLimit, let width,
      let shrunk = shrink(text, width: width, lineLimit: lineLimit, style: style)
    {
      (lines, pointSize) = shrunk
    }
    return Measured(lines: lines, pointSize: pointSize, size: size(of: lines, pointSize, style))
  }

  /// Breaks `text` into the lines it shows when proposed `width`, at the style's point size.
  ///
  /// ```swift
  /// TextLayout.lines("Collapse", width: nil, lineLimit: nil)  // ["Collapse"]
  /// ```
  ///
  /// - Parameters:
  ///   - text: The string to show.
  ///   - width: The proposed width, or `nil` for the ideal (unwrapped) size.
  ///   - lineLimit: The most lines to show, or `nil` for no limit.
  ///   - style: The point size and settings.
  /// - Returns: The lines, in order.
  package static func lines(
    _ text: String,
    width: CGFloat?,
    lineLimit: Int?,
    style: Style = .body
  ) -> [String] {
    lines(text, capacity: capacity(for: width, pointSize: style.pointSize), lineLimit, style)
  }

  /// Returns the size of `lines` at 17 points: the longest line's advance by the number of lines.
  ///
  /// ```swift
  /// TextLayout.size(of: ["Hello brave", "new world"])  // (88.0, 40.0)
  /// ```
  ///
  /// - Parameter lines: Lines from ``lines(_:width:lineLimit:style:)``.
  /// - Returns: The text's size.
  package static func size(of lines: [String]) -> CGSize {
    size(of: lines, basePointSize, .body)
  }

  /// The advance of a character at `pointSize`.
  package static func advance(at pointSize: CGFloat) -> CGFloat {
    pointSize == basePointSize ? advance : advance * pointSize / basePointSize
  }

  /// The height of a line at `pointSize`.
  package static func lineHeight(at pointSize: CGFloat) -> CGFloat {
    pointSize == basePointSize ? lineHeight : lineHeight * pointSize / basePointSize
  }

  /// The width of a line of `count` characters at `pointSize`, rounded up to a whole point.
  package static func width(of count: Int, at pointSize: CGFloat) -> CGFloat {
    extent(count, advance, at: pointSize)
  }

  /// `count` units of `unit` points at `pointSize`, rounded up to a whole point.
  private static func extent(_ count: Int, _ unit: CGFloat, at pointSize: CGFloat) -> CGFloat {
    let exact = CGFloat(count) * unit
    guard pointSize != basePointSize else { return exact }
    return (exact * pointSize / basePointSize - 1e-9).rounded(.up)
  }

  private static func size(of lines: [String], _ pointSize: CGFloat, _ style: Style) -> CGSize {
    let longest = lines.map(\.count).max() ?? 0
    let count = max(lines.count, style.reservedLines)
    let spacing = count > 1 ? CGFloat(count - 1) * style.lineSpacing : 0
    return CGSize(
      width: extent(longest, advance, at: pointSize),
      height: max(0, extent(count, lineHeight, at: pointSize) + spacing)
    )
  }

  /// The most characters a line of `width` holds at `pointSize`: at least one, and unlimited
  /// for `nil`.
  static func capacity(for width: CGFloat?, pointSize: CGFloat) -> Int {
    let advance = advance(at: pointSize)
    guard let width, width.isFinite, advance > 0, width < advance * 1e9 else { return Int.max }
    var count = max(1, Int((width / advance).rounded(.down)))
    while count > 1, extent(count, self.advance, at: pointSize) > width { count -= 1 }
    return count
  }

  /// The lines for a capacity, cut to the line limit.
  static func lines(_ text: String, capacity: Int, _ lineLimit: Int?, _ style: Style) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines: [String] = []
    if text.utf8.contains(UInt8(ascii: "\n")) {
      for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        lines += wrap(String(paragraph), capacity: capacity)
      }
    } else {
      lines = wrap(text, capacity: capacity)
    }
    guard let lineLimit, lines.count > max(1, lineLimit) else { return lines }
    let kept = max(1, lineLimit)
    let rest = lines[(kept - 1)...].joined(separator: " ")
    let last = truncate(rest, capacity: capacity, mode: style.truncationMode)
    return Array(lines[..<(kept - 1)]) + [last]
  }

  /// Packs the words of one paragraph greedily into lines of at most `capacity` characters.
  private static func wrap(_ paragraph: String, capacity: Int) -> [String] {
    // A string has at most as many characters as UTF-8 bytes: most texts fit without counting.
    guard paragraph.utf8.count > capacity, paragraph.count > capacity else { return [paragraph] }
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
}
