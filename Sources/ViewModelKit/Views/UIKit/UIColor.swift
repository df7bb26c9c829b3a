/// The colours of UIKit that SwiftUI screens name: `Color(.systemGray5)`,
/// `Color(UIColor.secondarySystemBackground)`, `Color(uiColor: .label)`.
///
/// On iOS, `import SwiftUI` makes UIKit visible, so screens written for SwiftUI use `UIColor`'s
/// semantic colours through `Color`'s initialisers. This is that part of `UIColor` only: an
/// immutable colour with UIKit's light and dark values, made into a ``Color`` (which keeps the
/// UIKit name for snapshots). Nothing else of UIKit exists here.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground))
/// ```
public final class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The colour as SwiftUI sees it.
  let color: Color

  /// Creates a colour from a SwiftUI colour.
  ///
  /// - Parameter color: The colour.
  public init(_ color: Color) {
    self.color = color
  }

  /// Creates a colour from red, green, blue and alpha components, from 0 to 1.
  ///
  /// ```swift
  /// let brand = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
  /// ```
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(
      Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    )
  }

  /// Creates a grey from its white component and alpha, from 0 to 1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: Double(white), opacity: Double(alpha)))
  }

  /// Creates a colour from hue, saturation, brightness and alpha, from 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(
      Color(
        hue: Double(hue),
        saturation: Double(saturation),
        brightness: Double(brightness),
        opacity: Double(alpha)
      )
    )
  }

  /// Creates an asset colour by name, as ``Color/init(_:bundle:)`` finds it (the app's
  /// catalog with the `AppResources` plugin, else the documented placeholder); never `nil` here.
  public convenience init?(named name: String) {
    self.init(Color(name))
  }

  /// This colour with another alpha.
  ///
  /// - Parameter alpha: The alpha, from 0 to 1.
  /// - Returns: The colour.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var color = color
    color.resolved.opacity = Float(alpha)
    color.darkResolved?.opacity = Float(alpha)
    if let label = color.label { color.label = "\(label).withAlphaComponent(\(alpha))" }
    return UIColor(color)
  }

  public var description: String { color.description }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension Color {
  /// Creates a colour from a UIKit colour, keeping its light and dark values.
  ///
  /// Where a name is both an asset catalog's colour and a `UIColor` member (Xcode generates
  /// `UIColor.noteAccent` beside `ColorResource.noteAccent`), `Color(.noteAccent)` is the
  /// asset's colour, as in SwiftUI.
  ///
  /// ```swift
  /// Text("Note").background(Color(.systemGray6))
  /// ```
  ///
  /// - Parameter color: The UIKit colour.
  @_disfavoredOverload
  public init(_ color: UIColor) {
    self = color.color
  }

  /// Creates a colour from a UIKit colour, keeping its light and dark values.
  ///
  /// - Parameter uiColor: The UIKit colour.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }
}
