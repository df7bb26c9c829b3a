public import Foundation

/// A font: a text style, a system font of a size, or a named custom font, with modifiers.
///
/// Headless, a font sets the **point size** text is measured with (see `TextLayout`): the
/// fixed-advance model is drawn at 17 points (`body`), where every character advances 8 points
/// and every line is 20 points high, and it scales linearly with the point size: a character
/// advances `8 × size / 17` and a line is `20 × size / 17` high. A text's size is then rounded up
/// to whole points, so `Text("Hi").font(.largeTitle)` (34 points) is 32 × 40 and
/// `Text("Hi").font(.title)` (28 points) is ⌈26.35⌉ × ⌈32.94⌉ = 27 × 33.
///
/// The text styles have SwiftUI's default sizes (the Large Dynamic Type size): largeTitle 34,
/// title 28, title2 22, title3 20, headline 17 (semibold), body 17, callout 16, subheadline 15,
/// footnote 13, caption 12, caption2 11. Weight, design, width, italic, small caps and leading
/// are recorded (snapshots print them, SVG draws weight and italic) but do not change the
/// metrics: the model has one advance for every character, so `monospaced()` and
/// `monospacedDigit()` keep it as it is. Dynamic Type does not scale the text styles.
///
/// ```swift
/// Text("Title").font(.title)
/// Text("42").font(.system(size: 48, weight: .bold, design: .rounded))
/// Text("Note").font(.custom("Avenir", size: 13, relativeTo: .footnote))
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// Where the font comes from.
  enum Provider: Hashable, Sendable {
    case textStyle(TextStyle, design: Design?, weight: Weight?)
    case system(size: CGFloat, weight: Weight?, design: Design?)
    case custom(name: String, size: CGFloat, relativeTo: TextStyle?, isFixed: Bool)
  }

  /// A change made by one of the font's modifiers, in the order applied.
  enum Modifier: Hashable, Sendable {
    case bold
    case italic
    case weight(Weight)
    case width(Width)
    case monospaced
    case monospacedDigit
    case smallCaps
    case lowercaseSmallCaps
    case uppercaseSmallCaps
    case leading(Leading)
  }

  let provider: Provider
  var modifiers: [Modifier] = []

  init(_ provider: Provider) {
    self.provider = provider
  }

  /// The font's point size, which sets the text metrics.
  ///
  /// ```swift
  /// Font.title.pointSize  // 28
  /// ```
  public var pointSize: CGFloat {
    switch provider {
    case .textStyle(let style, _, _): style.pointSize
    case .system(let size, _, _): size
    case .custom(_, let size, _, _): size
    }
  }

  /// The font's weight after its modifiers: `bold()` is `.bold`, `headline` is `.semibold`.
  ///
  /// ```swift
  /// Font.headline.resolvedWeight  // .semibold
  /// ```
  public var resolvedWeight: Weight {
    var weight: Weight =
      switch provider {
      case .textStyle(let style, _, let weight): weight ?? style.defaultWeight
      case .system(_, let weight, _): weight ?? .regular
      case .custom: .regular
      }
    for modifier in modifiers {
      if case .bold = modifier { weight = .bold }
      if case .weight(let value) = modifier { weight = value }
    }
    return weight
  }

  /// Whether the font is italic.
  var isItalic: Bool { modifiers.contains(.italic) }

  /// The font as snapshots print it: `headline`, `system(size: 48, weight: bold)`,
  /// `body.bold().italic()`.
  public var description: String {
    let base: String
    switch provider {
    case .textStyle(let style, nil, nil):
      base = "\(style)"
    case .textStyle(let style, let design, let weight):
      base = Self.call("system", ["\(style)"] + Self.options(weight: weight, design: design))
    case .system(let size, let weight, let design):
      let size = "size: \(TextNumber.format(size))"
      base = Self.call("system", [size] + Self.options(weight: weight, design: design))
    case .custom(let name, let size, let style, let isFixed):
      let size = TextNumber.format(size)
      let arguments =
        isFixed
        ? "fixedSize: \(size)" : "size: \(size)" + (style.map { ", relativeTo: \($0)" } ?? "")
      base = "custom(\"\(name)\", \(arguments))"
    }
    return base + modifiers.map { ".\($0)" }.joined()
  }

  private static func call(_ name: String, _ arguments: [String]) -> String {
    name + "(" + arguments.joined(separator: ", ") + ")"
  }

  private static func options(weight: Weight?, design: Design?) -> [String] {
    [weight.map { "weight: \($0)" }, design.map { "design: \($0)" }].compactMap { $0 }
  }
}

extension Font.Modifier: CustomStringConvertible {
  var description: String {
    switch self {
    case .bold: "bold()"
    case .italic: "italic()"
    case .weight(let weight): "weight(\(weight))"
    case .width(let width): "width(\(width))"
    case .monospaced: "monospaced()"
    case .monospacedDigit: "monospacedDigit()"
    case .smallCaps: "smallCaps()"
    case .lowercaseSmallCaps: "lowercaseSmallCaps()"
    case .uppercaseSmallCaps: "uppercaseSmallCaps()"
    case .leading(let leading): "leading(\(leading))"
    }
  }
}

/// Numbers as snapshots print them: whole numbers without decimals, others to three places.
enum TextNumber {
  static func format(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(Double(rounded))
  }
}
