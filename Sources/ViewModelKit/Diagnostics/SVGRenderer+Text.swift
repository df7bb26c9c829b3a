import Foundation

extension SVGRenderer {
  /// The attributes and content of a `text` element.
  ///
  /// A text is drawn in a monospaced font whose size and spacing match the layout's advance:
  /// at 17 points (the layout's 8-point advance and 20-point line) `font-size="14"` with
  /// `letter-spacing="-0.4"` (monospaced fonts advance 0.6 em) and the baseline 15 points below
  /// the top; every number scales with the point size. The runs' weight, italic, lines and colour
  /// are drawn. A joined text whose runs differ is drawn with one `tspan` per run when it shows on
  /// one line; on several lines, every line takes the first run's look. Lines are placed in the
  /// frame by the text's `multilineTextAlignment`.
  static func textElement(
    _ text: String,
    of node: ViewSnapshot.Node,
    in frame: CGRect
  ) -> (attributes: [(String, String)], content: String) {
    let runs = node.textRuns
    let first = runs.first
    let largest = runs.map(\.pointSize).max() ?? TextLayout.basePointSize
    let pointSize = largest.isFinite ? max(0, largest) : 0
    let scale = pointSize / TextLayout.basePointSize
    var attributes = [
      ("x", number(frame.minX)), ("y", number(frame.minY + 15 * scale)),
      ("font-family", "monospace"), ("font-size", number(14 * scale)),
      ("letter-spacing", number(-0.4 * scale)),
    ]
    let lines = textLines(text, pointSize: pointSize, in: frame)
    let firstLook = first.map(look(of:)) ?? []
    let differ = runs.contains { !same(look(of: $0), firstLook) || $0.pointSize != pointSize }
    if lines.count == 1, differ {
      let spans = runs.map { run in
        var look = look(of: run)
        if run.pointSize != pointSize {
          look.append(("font-size", number(14 * run.pointSize / TextLayout.basePointSize)))
        }
        return tag("tspan", look, content: escaped(run.text))
      }
      return (attributes, spans.joined())
    }
    attributes += firstLook
    guard lines.count > 1 else { return (attributes, escaped(lines.first ?? text)) }
    let step = number(TextLayout.lineHeight(at: pointSize))
    let content = lines.enumerated()
      .map { index, line in
        let slack = frame.width - TextLayout.width(of: line.count, at: pointSize)
        let x: CGFloat =
          switch node.textAlignment {
          case .leading: frame.minX
          case .center: frame.minX + slack / 2
          case .trailing: frame.minX + slack
          }
        let dy = index == 0 ? "0" : step
        return #"<tspan x="\#(number(x))" dy="\#(dy)">\#(escaped(line))</tspan>"#
      }
      .joined()
    return (attributes, content)
  }

  /// The lines of a text: the layout's when wrapping the text at its frame's width gives back
  /// that frame; otherwise (a text that shrank to fit) only `"\n"` breaks lines.
  private static func textLines(_ text: String, pointSize: CGFloat, in frame: CGRect) -> [String] {
    let style = TextLayout.Style(pointSize: pointSize)
    let lineHeight = TextLayout.lineHeight(at: pointSize)
    guard lineHeight > 0 else { return [text] }
    let lineLimit = max(1, Int(min(frame.height / lineHeight, 1e6).rounded(.down)))
    let measured = TextLayout.measure(text, width: frame.width, lineLimit: lineLimit, style: style)
    return measured.size == frame.size
      ? measured.lines
      : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The attributes that draw a run's weight, italic, lines and colour; none for plain text.
  private static func look(of run: ViewSnapshot.TextRun) -> [(String, String)] {
    var attributes: [(String, String)] = []
    if run.weight != .regular { attributes.append(("font-weight", "\(run.weight.value)")) }
    if run.isItalic { attributes.append(("font-style", "italic")) }
    let lines = [
      run.isUnderlined ? "underline" : nil, run.isStrikethrough ? "line-through" : nil,
    ]
    .compactMap { $0 }
    if !lines.isEmpty { attributes.append(("text-decoration", lines.joined(separator: " "))) }
    if let resolved = run.foregroundColor?.resolve() {
      attributes.append(("fill", hex(resolved)))
      if resolved.opacity != 1 {
        attributes.append(("fill-opacity", number(Double(min(max(resolved.opacity, 0), 1)))))
      }
    }
    return attributes
  }

  private static func same(_ lhs: [(String, String)], _ rhs: [(String, String)]) -> Bool {
    lhs.elementsEqual(rhs) { $0.0 == $1.0 && $0.1 == $1.1 }
  }
}
