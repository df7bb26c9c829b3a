import Foundation

extension SVGRenderer {
  /// The gradients and clip paths of one document, numbered in order (`paint-1`, `clip-1`).
  struct Definitions {
    private var paints = 0
    private var clips: [String: String] = [:]

    /// A `url(#…)` for a clip path, writing its definition the first time.
    mutating func clip(_ path: Path, into lines: inout [String]) -> String? {
      guard let data = pathData(path, offsetBy: .zero) else { return nil }
      if let id = clips[data] { return "url(#\(id))" }
      let id = "clip-\(clips.count + 1)"
      clips[data] = id
      lines.append(#"<defs><clipPath id="\#(id)"><path d="\#(data)"/></clipPath></defs>"#)
      return "url(#\(id))"
    }

    /// A new gradient identifier.
    mutating func nextPaint() -> String {
      paints += 1
      return "paint-\(paints)"
    }
  }

  /// One element per drawing of a node: its shape (or frame) filled or stroked.
  static func drawingElements(
    for node: ViewSnapshot.Node,
    definitions: inout Definitions
  ) -> [String] {
    let frame = node.frame
    guard isFinite(frame) else { return [] }
    var lines: [String] = []
    let clip = node.clip.flatMap { definitions.clip($0, into: &lines) }
    for drawing in node.drawings {
      var attributes: [(String, String)]
      let name: String
      if let path = drawing.path ?? node.path {
        guard !path.isEmpty, let data = pathData(path, offsetBy: frame.origin) else { continue }
        attributes = [("d", data)]
        name = "path"
      } else {
        attributes = [
          ("x", number(frame.minX)), ("y", number(frame.minY)),
          ("width", number(frame.width)), ("height", number(frame.height)),
        ]
        name = "rect"
      }
      let (paintAttributes, definition) = paint(
        drawing.paint,
        frame: frame,
        definitions: &definitions
      )
      if let definition { lines.append(definition) }
      switch drawing.kind {
      case .fill(let style):
        attributes += paintAttributes
        if style.isEOFilled { attributes.append(("fill-rule", "evenodd")) }
      case .stroke(let style):
        attributes.append(("fill", "none"))
        attributes += paintAttributes.map { name, value in
          (name.replacingOccurrences(of: "fill", with: "stroke"), value)
        }
        attributes += strokeAttributes(style)
      }
      if node.opacity != 1, node.opacity.isFinite {
        attributes.append(("opacity", number(node.opacity)))
      }
      if node.rotation.radians != 0, node.rotation.degrees.isFinite {
        let center = "\(number(frame.midX)) \(number(frame.midY))"
        attributes.append(("transform", "rotate(\(number(node.rotation.degrees)) \(center))"))
      }
      if node.isLeaving { attributes.append(("class", "leaving")) }
      if let clip { attributes.append(("clip-path", clip)) }
      lines.append(tag(name, attributes))
    }
    return lines
  }

  private static func strokeAttributes(_ style: StrokeStyle) -> [(String, String)] {
    var attributes = [("stroke-width", number(style.lineWidth))]
    switch style.lineCap {
    case .butt: break
    case .round: attributes.append(("stroke-linecap", "round"))
    case .square: attributes.append(("stroke-linecap", "square"))
    @unknown default: break
    }
    switch style.lineJoin {
    case .miter: attributes.append(("stroke-miterlimit", number(style.miterLimit)))
    case .round: attributes.append(("stroke-linejoin", "round"))
    case .bevel: attributes.append(("stroke-linejoin", "bevel"))
    @unknown default: break
    }
    if !style.dash.isEmpty {
      attributes.append(("stroke-dasharray", style.dash.map { number($0) }.joined(separator: " ")))
      if style.dashPhase != 0 { attributes.append(("stroke-dashoffset", number(style.dashPhase))) }
    }
    return attributes
  }

  /// The fill attributes of a paint (`fill`, `fill-opacity`, `data-…`), and the gradient
  /// definition they refer to.
  private static func paint(
    _ paint: ViewSnapshot.Paint,
    frame: CGRect,
    definitions: inout Definitions
  ) -> ([(String, String)], String?) {
    func at(_ point: UnitPoint) -> (String, String) {
      (number(frame.minX + point.x * frame.width), number(frame.minY + point.y * frame.height))
    }
    switch paint {
    case .color(let color):
      var attributes = self.paint(color)
      if let asset = color.assetName { attributes.append(("data-color", asset)) }
      return (attributes, nil)
    case .material(let name, let color):
      return (self.paint(color) + [("data-material", name)], nil)
    case .angularGradient(let gradient, _, _, _):
      return (self.paint(gradient.stops.first?.color) + [("data-paint", "angularGradient")], nil)
    case .linearGradient(let gradient, let start, let end):
      let id = definitions.nextPaint()
      let (x1, y1) = at(start)
      let (x2, y2) = at(end)
      let open = tag(
        "linearGradient",
        [
          ("id", id), ("gradientUnits", "userSpaceOnUse"), ("x1", x1), ("y1", y1), ("x2", x2),
          ("y2", y2),
        ],
        content: stops(gradient, from: 0, to: 1)
      )
      return ([("fill", "url(#\(id))")], "<defs>\(open)</defs>")
    case .radialGradient(let gradient, let center, let startRadius, let endRadius):
      let id = definitions.nextPaint()
      let (cx, cy) = at(center)
      let start = endRadius > 0 ? Double(startRadius / endRadius) : 0
      let open = tag(
        "radialGradient",
        [
          ("id", id), ("gradientUnits", "userSpaceOnUse"), ("cx", cx), ("cy", cy),
          ("r", number(endRadius)),
        ],
        content: stops(gradient, from: start, to: 1)
      )
      return ([("fill", "url(#\(id))")], "<defs>\(open)</defs>")
    case .ellipticalGradient(let gradient, let center, let startFraction, let endFraction):
      let id = definitions.nextPaint()
      let start = endFraction > 0 ? Double(startFraction / endFraction) : 0
      let matrix = [frame.width, 0, 0, frame.height, frame.minX, frame.minY].map { number($0) }
      let open = tag(
        "radialGradient",
        [
          ("id", id), ("gradientUnits", "userSpaceOnUse"),
          ("gradientTransform", "matrix(\(matrix.joined(separator: " ")))"),
          ("cx", number(center.x)), ("cy", number(center.y)), ("r", number(endFraction)),
        ],
        content: stops(gradient, from: start, to: 1)
      )
      return ([("fill", "url(#\(id))")], "<defs>\(open)</defs>")
    }
  }

  /// The `stop` elements of a gradient whose locations map to offsets from `start` to `end`.
  private static func stops(_ gradient: Gradient, from start: Double, to end: Double) -> String {
    gradient.stops
      .map { stop in
        let resolved = stop.color.resolve()
        var attributes = [
          ("offset", number(start + Double(stop.location) * (end - start))),
          ("stop-color", hex(resolved)),
        ]
        if resolved.opacity != 1 {
          attributes.append(("stop-opacity", number(Double(min(max(resolved.opacity, 0), 1)))))
        }
        return tag("stop", attributes)
      }
      .joined()
  }
}

extension String {
  /// Where an attribute goes in a one-line element: before the end of its opening tag.
  var closingIndex: String.Index {
    guard let end = firstIndex(of: ">") else { return endIndex }
    return end > startIndex && self[index(before: end)] == "/" ? index(before: end) : end
  }
}
