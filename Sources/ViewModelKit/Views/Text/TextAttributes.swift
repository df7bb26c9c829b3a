import Foundation

/// The attributes a `Text` run (or the environment) sets; `nil` where it sets nothing, so that an
/// inner setting wins over an outer one.
struct TextAttributes: Hashable, Sendable {
  var font: Font?
  var weight: Font.Weight?
  var design: Font.Design?
  var width: Font.Width?
  var isBold: Bool?
  var isItalic: Bool?
  var isMonospaced: Bool?
  var isMonospacedDigit: Bool?
  var foreground: TextForeground?
  var strikethrough: TextDecoration?
  var underline: TextDecoration?
  var kerning: CGFloat?
  var tracking: CGFloat?
  var baselineOffset: CGFloat?
  var scale: Text.Scale?

  static let none = TextAttributes()

  /// These attributes, with `outer`'s filling what these leave unset.
  func filled(from outer: TextAttributes) -> TextAttributes {
    guard outer != .none else { return self }
    var result = self
    result.font = font ?? outer.font
    result.weight = weight ?? outer.weight
    result.design = design ?? outer.design
    result.width = width ?? outer.width
    result.isBold = isBold ?? outer.isBold
    result.isItalic = isItalic ?? outer.isItalic
    result.isMonospaced = isMonospaced ?? outer.isMonospaced
    result.isMonospacedDigit = isMonospacedDigit ?? outer.isMonospacedDigit
    result.foreground = foreground ?? outer.foreground
    result.strikethrough = strikethrough ?? outer.strikethrough
    result.underline = underline ?? outer.underline
    result.kerning = kerning ?? outer.kerning
    result.tracking = tracking ?? outer.tracking
    result.baselineOffset = baselineOffset ?? outer.baselineOffset
    result.scale = scale ?? outer.scale
    return result
  }

  /// The attributes as snapshots print them, in a fixed order, each as its modifier is written:
  /// `font(headline) bold foregroundColor(#00ff00) strikethrough`.
  var description: String {
    var parts: [String] = []
    if let font { parts.append("font(\(font))") }
    if let weight { parts.append("fontWeight(\(weight))") }
    if let design { parts.append("fontDesign(\(design))") }
    if let width { parts.append("fontWidth(\(width))") }
    if let isBold { parts.append(isBold ? "bold" : "bold(false)") }
    if let isItalic { parts.append(isItalic ? "italic" : "italic(false)") }
    if let isMonospaced { parts.append(isMonospaced ? "monospaced" : "monospaced(false)") }
    if isMonospacedDigit == true { parts.append("monospacedDigit") }
    if let foreground { parts.append("\(foreground)") }
    if let strikethrough { parts.append(strikethrough.description(named: "strikethrough")) }
    if let underline { parts.append(underline.description(named: "underline")) }
    if let kerning { parts.append("kerning(\(TextNumber.format(kerning)))") }
    if let tracking { parts.append("tracking(\(TextNumber.format(tracking)))") }
    if let baselineOffset { parts.append("baselineOffset(\(TextNumber.format(baselineOffset)))") }
    if let scale, scale != .default { parts.append("textScale(\(scale))") }
    return parts.joined(separator: " ")
  }
}

/// The colour or style text is drawn with.
enum TextForeground: Hashable, Sendable, CustomStringConvertible {
  /// `foregroundColor(_:)`, or `foregroundStyle(_:)` with a colour.
  case color(Color)
  /// `foregroundStyle(_:)` with another style, kept as its description.
  case style(String)

  /// A style as text records it: a colour as itself, anything else by its description.
  static func of<S: ShapeStyle>(_ style: S) -> TextForeground {
    if let color = style as? Color { return .color(color) }
    return .style(String(describing: style))
  }

  var color: Color? {
    if case .color(let color) = self { return color }
    return nil
  }

  var description: String {
    switch self {
    case .color(let color): "foregroundColor(\(color.hexDescription))"
    case .style(let style): "foregroundStyle(\(style))"
    }
  }
}

/// A strikethrough or underline: whether it is drawn, its pattern and colour.
struct TextDecoration: Hashable, Sendable {
  var isActive: Bool
  var pattern: Text.LineStyle.Pattern
  var color: Color?

  func description(named name: String) -> String {
    guard isActive else { return "\(name)(false)" }
    var arguments: [String] = []
    if pattern != .solid { arguments.append("pattern: \(pattern)") }
    if let color { arguments.append("color: \(color.hexDescription)") }
    return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
  }
}

extension Color {
  /// The colour as `#rrggbb`, with `/opacity` when it is not opaque: how text attributes print
  /// it.
  var hexDescription: String {
    let resolved = resolve()
    func byte(_ component: Float) -> String {
      let value = Int((min(max(Double(component), 0), 1) * 255).rounded())
      let digits = String(value, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    let hex = "#" + byte(resolved.red) + byte(resolved.green) + byte(resolved.blue)
    guard resolved.opacity != 1 else { return hex }
    return hex + "/" + TextNumber.format(CGFloat(resolved.opacity))
  }
}
