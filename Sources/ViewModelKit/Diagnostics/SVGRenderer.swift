import Foundation

/// Draws a ``ViewSnapshot`` as SVG markup; a pure function of the snapshot, so two pictures of the
/// same instant are equal strings that tests can compare.
///
/// Nodes are drawn flat, in tree order, each with its own effective opacity (a snapshot's
/// opacities already include every ancestor's, so nesting groups would apply them twice).
enum SVGRenderer {
  /// The top-level `svg` element's opening tag for a drawing of `size`.
  static func openingTag(size: CGSize) -> String {
    let (width, height) = (number(size.width), number(size.height))
    return #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)""#
      + #" viewBox="0 0 \#(width) \#(height)">"#
  }

  /// A whole document: the screen on a white background, every node in tree order.
  static func document(for snapshot: ViewSnapshot) -> String {
    var lines = [openingTag(size: snapshot.size), background(size: snapshot.size)]
    lines += elements(for: snapshot)
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A white rectangle covering `size`, with an optional outline.
  static func background(size: CGSize, stroke: String? = nil) -> String {
    var attributes = [
      ("width", number(size.width)), ("height", number(size.height)), ("fill", "#ffffff"),
    ]
    if let stroke { attributes.append(("stroke", stroke)) }
    return tag("rect", attributes)
  }

  /// The elements that draw a snapshot, one line each, without a document around them.
  static func elements(for snapshot: ViewSnapshot) -> [String] {
    var definitions = Definitions()
    return elements(for: snapshot, definitions: &definitions)
  }

  /// The elements that draw a snapshot, numbering gradients and clip paths after those already
  /// in `definitions` (one document's identifiers are unique).
  static func elements(for snapshot: ViewSnapshot, definitions: inout Definitions) -> [String] {
    var lines: [String] = []
    for root in snapshot.roots {
      root.walk { node, _ in
        elements(for: node, into: &lines, definitions: &definitions)
        return true
      }
    }
    return lines
  }

  /// The elements of one node (its children are walked separately).
  private static func elements(
    for node: ViewSnapshot.Node,
    into lines: inout [String],
    definitions: inout Definitions
  ) {
    if !node.drawings.isEmpty {
      lines += drawingElements(for: node, definitions: &definitions)
    } else if node.type == "Image", let name = node.text {
      if let placeholder = imagePlaceholder(name, of: node) { lines.append(placeholder) }
    } else if var element = element(for: node) {
      if let clip = node.clip, let reference = definitions.clip(clip, into: &lines) {
        element.insert(contentsOf: #" clip-path="\#(reference)""#, at: element.closingIndex)
      }
      lines.append(element)
    }
  }

  /// The one element that draws `node` itself, or `nil` when it draws nothing of its own (a
  /// button or a stack), shows nothing, or has a frame or outline that is not finite.
  private static func element(for node: ViewSnapshot.Node) -> String? {
    let frame = node.frame
    guard isFinite(frame), !node.effects.contains(.hidden) else { return nil }
    var attributes: [(String, String)]
    var content: String?
    if let path = node.path {
      guard !path.isEmpty, let data = pathData(path, offsetBy: frame.origin) else { return nil }
      attributes = [("d", data)] + paint(node.fill)
    } else if let text = node.text {
      guard !text.isEmpty else { return nil }
      (attributes, content) = textElement(text, of: node, in: frame)
    } else if let fill = node.fill {
      attributes = [
        ("x", number(frame.minX)), ("y", number(frame.minY)),
        ("width", number(frame.width)), ("height", number(frame.height)),
      ]
      attributes += paint(fill)
    } else {
      return nil
    }
    if node.opacity != 1, node.opacity.isFinite {
      attributes.append(("opacity", number(node.opacity)))
    }
    if node.rotation.radians != 0, node.rotation.degrees.isFinite {
      let center = "\(number(frame.midX)) \(number(frame.midY))"
      attributes.append(("transform", "rotate(\(number(node.rotation.degrees)) \(center))"))
    }
    if node.isLeaving { attributes.append(("class", "leaving")) }
    let name = node.path != nil ? "path" : node.text != nil ? "text" : "rect"
    return withEffects(node, name: name, attributes: attributes, content: content)
  }

  /// The `fill` attributes of a colour; none for `nil`, which SVG draws black, as SwiftUI does.
  static func paint(_ color: Color?) -> [(String, String)] {
    guard let resolved = color?.resolve() else { return [] }
    var attributes = [("fill", hex(resolved))]
    if resolved.opacity != 1 {
      attributes.append(("fill-opacity", number(Double(min(max(resolved.opacity, 0), 1)))))
    }
    return attributes
  }

  static func isFinite(_ rect: CGRect) -> Bool {
    rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
  }
}

extension SVGRenderer {
  /// A picture, which is not loaded headlessly: a light grey box of its frame with a grey outline,
  /// named by `data-image` and by a `title` (what a viewer shows on hover), with the node's
  /// opacity and its effects.
  static func imagePlaceholder(_ name: String, of node: ViewSnapshot.Node) -> String? {
    let frame = node.frame
    guard isFinite(frame), !node.effects.contains(.hidden) else { return nil }
    var attributes = [
      ("x", number(frame.minX)), ("y", number(frame.minY)),
      ("width", number(frame.width)), ("height", number(frame.height)),
      ("fill", "#e5e5ea"), ("stroke", "#8e8e93"), ("data-image", name),
    ]
    if node.opacity != 1, node.opacity.isFinite {
      attributes.append(("opacity", number(node.opacity)))
    }
    if node.isLeaving { attributes.append(("class", "leaving")) }
    let title = "<title>\(escaped(name))</title>"
    return withEffects(node, name: "rect", attributes: attributes, content: title)
  }
}
