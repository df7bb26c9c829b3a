import Foundation

extension SVGRenderer {
  /// The room above each screen of a filmstrip for its caption, in points.
  static let captionHeight: CGFloat = 24
  /// The space between two screens of a filmstrip, in points.
  static let filmstripGap: CGFloat = 16

  /// One document showing the snapshots side by side, each captioned with its time.
  ///
  /// Each screen is a `g` moved right by its place, holding the caption and a nested `svg` that
  /// clips the screen to its size, so an offset view does not spill onto its neighbour.
  static func filmstrip(_ snapshots: [ViewSnapshot]) -> String {
    let screen = snapshots.first?.size ?? .zero
    let count = CGFloat(snapshots.count)
    let size = CGSize(
      width: count * screen.width + max(0, count - 1) * filmstripGap,
      height: screen.height + captionHeight
    )
    var lines = [openingTag(size: size), background(size: size)]
    var definitions = Definitions()
    for (index, snapshot) in snapshots.enumerated() {
      let x = CGFloat(index) * (screen.width + filmstripGap)
      let (width, height) = (number(snapshot.size.width), number(snapshot.size.height))
      lines += [
        #"<g transform="translate(\#(number(x)),0)">"#,
        tag(
          "text",
          [("x", "0"), ("y", "16"), ("font-family", "monospace"), ("font-size", "14")],
          content: escaped(caption(time: snapshot.time))
        ),
        #"<svg y="\#(number(captionHeight))" width="\#(width)" height="\#(height)""#
          + #" viewBox="0 0 \#(width) \#(height)">"#,
        background(size: snapshot.size, stroke: "#cccccc"),
      ]
      lines += elements(for: snapshot, definitions: &definitions)
      lines += ["</svg>", "</g>"]
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `t = 0.250 s`: the time to the millisecond, always with three decimals.
  static func caption(time: Double) -> String {
    let milliseconds = Int((max(0, time) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "t = \(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))"
      + "\(fraction) s"
  }
}
