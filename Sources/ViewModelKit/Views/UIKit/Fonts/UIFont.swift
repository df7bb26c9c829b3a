public import Foundation

/// A UIKit font, as SwiftUI screens pass it to `Font(_:)`: the system font at a size and weight,
/// a text style's font, or a custom font by name.
///
/// No font file is read: a custom font always exists (`UIFont(name:size:)` never returns `nil`
/// here, where UIKit returns `nil` for a font the app does not bundle) and the text metrics come
/// from the point size, as ``Font``'s do. ``Font/init(_:)`` makes the matching SwiftUI font:
/// `.system(size:weight:)`, the text style, or `.custom(_:size:)`.
///
/// ```swift
/// Text("Score").font(Font(UIFont.systemFont(ofSize: 28, weight: .heavy)))
/// ```
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// The SwiftUI font it shows as.
  let font: Font
  /// The font's size in points.
  public let pointSize: CGFloat
  /// The font's name: `".SFUI-Regular"` for the system font, the name given for a custom one.
  public let fontName: String

  private init(font: Font, pointSize: CGFloat, fontName: String) {
    self.font = font
    self.pointSize = pointSize
    self.fontName = fontName
  }

  /// A custom font; never `nil` here (no font file is looked up).
  ///
  /// - Parameters:
  ///   - fontName: The font's name (`"Avenir-Heavy"`).
  ///   - fontSize: The point size.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(font: .custom(fontName, size: fontSize), pointSize: fontSize, fontName: fontName)
  }

  /// The system font at a size.
  ///
  /// - Parameter fontSize: The point size.
  /// - Returns: The font.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at a size and weight.
  ///
  /// - Parameters:
  ///   - fontSize: The point size.
  ///   - weight: The weight.
  /// - Returns: The font.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      font: .system(size: fontSize, weight: weight.fontWeight),
      pointSize: fontSize,
      fontName: ".SFUI-\(weight.name.prefix(1).uppercased() + weight.name.dropFirst())"
    )
  }

  /// The bold system font at a size.
  ///
  /// - Parameter fontSize: The point size.
  /// - Returns: The font.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The font of a text style at the default Dynamic Type size (`body` is 17 points).
  ///
  /// - Parameter style: The text style.
  /// - Returns: The font.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let font = Font.system(style.fontTextStyle)
    return UIFont(font: font, pointSize: font.pointSize, fontName: ".SFUI-Regular")
  }

  /// This font at another size (a text style's font becomes the system font at that size).
  ///
  /// - Parameter fontSize: The point size.
  /// - Returns: The font.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    if fontName.hasPrefix(".SFUI") {
      return UIFont(font: .system(size: fontSize), pointSize: fontSize, fontName: fontName)
    }
    return UIFont(font: .custom(fontName, size: fontSize), pointSize: fontSize, fontName: fontName)
  }

  public var description: String { "\(fontName) \(pointSize)pt" }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.font == rhs.font && lhs.fontName == rhs.fontName
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(font)
    hasher.combine(fontName)
  }
}

extension Font {
  /// The SwiftUI font of a UIKit font: the same size, weight or text style, or custom name.
  ///
  /// ```swift
  /// Text("Title").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
  /// ```
  ///
  /// - Parameter font: The UIKit font.
  public init(_ font: UIFont) {
    self = font.font
  }
}
