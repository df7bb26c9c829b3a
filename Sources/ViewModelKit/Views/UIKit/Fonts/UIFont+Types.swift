public import Foundation

extension UIFont {
  /// A font weight, as UIKit measures it: from -1 (lightest) to 1 (heaviest).
  public struct Weight: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat

    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Ultralight: -0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin: -0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// Light: -0.4.
    public static let light = Weight(rawValue: -0.4)
    /// Regular: 0.
    public static let regular = Weight(rawValue: 0)
    /// Medium: 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold: 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold: 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy: 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black: 0.62.
    public static let black = Weight(rawValue: 0.62)

    private static let named: [(Weight, Font.Weight)] = [
      (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
      (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
      (.black, .black),
    ]

    /// The SwiftUI weight nearest to this one.
    var fontWeight: Font.Weight {
      Self.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
    }

    /// The nearest weight's name (`"bold"`).
    var name: String { fontWeight.description }
  }

  /// The text styles of Dynamic Type.
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// 34 points.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 points (SwiftUI's `title`).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 points.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 points.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 points, semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 15 points.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 17 points.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 points.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 13 points.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 points (SwiftUI's `caption`).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 points.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    private static let styles: [TextStyle: Font.TextStyle] = [
      .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3,
      .headline: .headline, .subheadline: .subheadline, .body: .body, .callout: .callout,
      .footnote: .footnote, .caption1: .caption, .caption2: .caption2,
    ]

    /// SwiftUI's text style of the same name; `body` for a style UIKit does not define.
    var fontTextStyle: Font.TextStyle { Self.styles[self] ?? .body }
  }
}
