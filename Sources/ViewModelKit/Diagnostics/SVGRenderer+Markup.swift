import Foundation

extension SVGRenderer {
  /// A number as SVG prints it here: whole numbers without decimals, others to three places.
  static func number(_ value: CGFloat) -> String { Format.number(Double(value)) }

  /// A number as SVG prints it here: whole numbers without decimals, others to three places.
  static func number(_ value: Double) -> String { Format.number(value) }

  /// One element on one line: `<name a="…"/>`, or `<name a="…">content</name>`.
  ///
  /// Attribute values are escaped here; `content` must already be markup.
  static func tag(
    _ name: String,
    _ attributes: [(String, String)],
    content: String? = nil
  )
    -> String
  {
    let list = attributes.map { #" \#($0.0)="\#(escaped($0.1))""# }.joined()
    guard let content else { return "<\(name)\(list)/>" }
    return "<\(name)\(list)>\(content)</\(name)>"
  }

  /// `text` made safe for XML content and attribute values.
  ///
  /// The five markup characters become entities; characters XML 1.0 forbids (most control
  /// characters) become U+FFFD, so any string yields a well-formed document.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The colour as `#rrggbb`, from its gamma-encoded sRGB components clamped to 0…1.
  static func hex(_ color: Color.Resolved) -> String {
    "#"
      + [color.red, color.green, color.blue]
      .map { component in
        let byte = Int((Double(min(max(component, 0), 1)) * 255).rounded())
        let digits = String(byte, radix: 16)
        return byte < 16 ? "0" + digits : digits
      }
      .joined()
  }

  /// The path's `d` attribute with every point moved by `offset`, or `nil` when a point is not
  /// finite.
  static func pathData(_ path: Path, offsetBy offset: CGPoint) -> String? {
    var isFinite = true
    func point(_ point: CGPoint) -> String {
      let (x, y) = (point.x + offset.x, point.y + offset.y)
      isFinite = isFinite && x.isFinite && y.isFinite
      return "\(number(x)) \(number(y))"
    }
    var commands: [String] = []
    for element in path.elements {
      switch element {
      case .move(let to):
        commands.append("M" + point(to))
      case .line(let to):
        commands.append("L" + point(to))
      case .quadCurve(let to, let control):
        commands.append("Q" + point(control) + " " + point(to))
      case .curve(let to, let control1, let control2):
        commands.append("C" + point(control1) + " " + point(control2) + " " + point(to))
      case .closeSubpath:
        commands.append("Z")
      }
    }
    return isFinite ? commands.joined(separator: " ") : nil
  }
}
