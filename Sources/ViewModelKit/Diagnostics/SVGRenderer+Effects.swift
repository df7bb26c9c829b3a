import Foundation

extension SVGRenderer {
  /// The element of a node drawn with its render effects: a `filter` for blur, shadow and
  /// colour adjustments, a `clip-path` group for clipping, a `matrix` transform for 3D rotations
  /// (projected orthographically), a `mix-blend-mode` for blend modes.
  ///
  /// Filters and clip paths are defined in a `defs` on the element's line, with ids made from
  /// their content, so equal definitions share an id and the markup stays a pure function of the
  /// snapshot.
  static func withEffects(
    _ node: ViewSnapshot.Node,
    name: String,
    attributes: [(String, String)],
    content: String?
  ) -> String {
    guard !node.effects.isEmpty else { return tag(name, attributes, content: content) }
    var attributes = attributes
    var definitions = ""
    var primitives = ""
    var matrices: [String] = []
    var clip: CGRect?
    // The innermost effect applies to the content first.
    for effect in node.effects.reversed() {
      if let primitive = filterPrimitive(effect) { primitives += primitive }
      switch effect {
      case .rotation3D(let rotation):
        if let matrix = matrix(rotation) { matrices.insert(matrix, at: 0) }
      case .clip(let rect, _):
        clip = rect
      case .blendMode(let mode):
        if let css = mode.cssName { attributes.append(("style", "mix-blend-mode: \(css)")) }
      default:
        break
      }
    }
    if !primitives.isEmpty {
      let id = "fx" + digest(primitives)
      definitions +=
        #"<filter id="\#(id)" x="-50%" y="-50%" width="200%" height="200%""#
        + #" color-interpolation-filters="sRGB">\#(primitives)</filter>"#
      attributes.append(("filter", "url(#\(id))"))
    }
    if !matrices.isEmpty {
      let existing = attributes.firstIndex { $0.0 == "transform" }
      let value = (matrices + (existing.map { [attributes[$0].1] } ?? [])).joined(separator: " ")
      if let existing { attributes.remove(at: existing) }
      attributes.append(("transform", value))
    }
    var element = tag(name, attributes, content: content)
    if let clip, isDrawable(clip) {
      let rect = tag(
        "rect",
        [
          ("x", number(clip.minX)), ("y", number(clip.minY)),
          ("width", number(clip.width)), ("height", number(clip.height)),
        ]
      )
      let id = "clip" + digest(rect)
      definitions += #"<clipPath id="\#(id)">\#(rect)</clipPath>"#
      element = #"<g clip-path="url(#\#(id))">\#(element)</g>"#
    }
    return definitions.isEmpty ? element : "<defs>\(definitions)</defs>\(element)"
  }

  /// The filter primitive that draws an effect, or `nil` for one that is not a filter.
  private static func filterPrimitive(_ effect: ViewSnapshot.Effect) -> String? {
    switch effect {
    case .blur(let radius, _):
      return tag("feGaussianBlur", [("stdDeviation", number(radius))])
    case .brightness(let amount):
      return transfer(slope: 1, intercept: amount)
    case .contrast(let amount):
      return transfer(slope: amount, intercept: (1 - amount) / 2)
    case .saturation(let amount):
      return tag("feColorMatrix", [("type", "saturate"), ("values", number(amount))])
    case .grayscale(let amount):
      return tag("feColorMatrix", [("type", "saturate"), ("values", number(1 - amount))])
    case .hueRotation(let angle):
      return tag("feColorMatrix", [("type", "hueRotate"), ("values", number(angle.degrees))])
    case .colorMultiply(let color):
      let c = color.resolve()
      let (r, g, b, a) = (number(c.red), number(c.green), number(c.blue), number(c.opacity))
      let values = "\(r) 0 0 0 0 0 \(g) 0 0 0 0 0 \(b) 0 0 0 0 0 \(a) 0"
      return tag("feColorMatrix", [("type", "matrix"), ("values", values)])
    case .colorInvert:
      let table = [("type", "table"), ("tableValues", "1 0")]
      return "<feComponentTransfer>"
        + ["feFuncR", "feFuncG", "feFuncB"].map { tag($0, table) }.joined()
        + "</feComponentTransfer>"
    case .luminanceToAlpha:
      return tag("feColorMatrix", [("type", "luminanceToAlpha")])
    case .shadow(let color, let radius, let x, let y):
      let resolved = color.resolve()
      return tag(
        "feDropShadow",
        [
          ("dx", number(x)), ("dy", number(y)), ("stdDeviation", number(radius / 2)),
          ("flood-color", hex(resolved)),
          ("flood-opacity", number(Double(min(max(resolved.opacity, 0), 1)))),
        ]
      )
    default:
      return nil
    }
  }

  private static func transfer(slope: Double, intercept: Double) -> String {
    let attributes = [
      ("type", "linear"), ("slope", number(slope)), ("intercept", number(intercept)),
    ]
    return "<feComponentTransfer>"
      + ["feFuncR", "feFuncG", "feFuncB"].map { tag($0, attributes) }.joined()
      + "</feComponentTransfer>"
  }

  private static func number(_ value: Float) -> String { number(Double(value)) }

  /// The orthographic projection of a 3D rotation about its anchor, as an SVG `matrix`, or
  /// `nil` for a zero axis or a value that is not finite.
  private static func matrix(_ rotation: ViewSnapshot.Rotation3D) -> String? {
    let length = (rotation.x * rotation.x + rotation.y * rotation.y + rotation.z * rotation.z)
      .squareRoot()
    guard length > 0, length.isFinite, rotation.angle.radians.isFinite else { return nil }
    let (x, y, z) = (rotation.x / length, rotation.y / length, rotation.z / length)
    let c = CGFloat(cos(rotation.angle.radians))
    let s = CGFloat(sin(rotation.angle.radians))
    let t = 1 - c
    let (r00, r01, r02) = (c + x * x * t, x * y * t - z * s, x * z * t + y * s)
    let (r10, r11, r12) = (y * x * t + z * s, c + y * y * t, y * z * t - x * s)
    let (ax, ay, az) = (rotation.anchor.x, rotation.anchor.y, rotation.anchorZ)
    let e = ax - r00 * ax - r01 * ay - r02 * az
    let f = ay - r10 * ax - r11 * ay - r12 * az
    let values = [r00, r10, r01, r11, e, f]
    guard values.allSatisfy(\.isFinite) else { return nil }
    return "matrix(" + values.map { number($0 == 0 ? 0 : $0) }.joined(separator: " ") + ")"
  }

  private static func isDrawable(_ rect: CGRect) -> Bool {
    rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
  }

  /// A stable short name for a definition: FNV-1a of its markup, in hexadecimal.
  private static func digest(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
