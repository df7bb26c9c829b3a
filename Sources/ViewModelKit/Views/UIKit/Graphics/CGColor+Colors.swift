import Foundation

extension UIColor {
  /// The colour as a ``CGColor``: its sRGB components in the light appearance.
  ///
  /// ```swift
  /// let red = UIColor(Color.accentColor).cgColor.components?[0]
  /// ```
  public var cgColor: CGColor {
    let resolved = color.resolved
    return CGColor(
      red: CGFloat(resolved.red),
      green: CGFloat(resolved.green),
      blue: CGFloat(resolved.blue),
      alpha: CGFloat(resolved.opacity)
    )
  }

  /// Creates a colour from a ``CGColor``'s components.
  ///
  /// ```swift
  /// let brand = UIColor(cgColor: CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1))
  /// ```
  ///
  /// - Parameter cgColor: The colour.
  public convenience init(cgColor: CGColor) {
    let parts = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
  }
}

extension Color {
  /// The colour as a ``CGColor`` when it is made of components; `nil` for a system or asset
  /// colour (which adapts to its environment), as in SwiftUI.
  ///
  /// ```swift
  /// let components = Color(red: 1, green: 0.5, blue: 0).cgColor?.components
  /// ```
  public var cgColor: CGColor? {
    guard label == nil, assetName == nil, darkResolved == nil else { return nil }
    return CGColor(
      red: CGFloat(resolved.red),
      green: CGFloat(resolved.green),
      blue: CGFloat(resolved.blue),
      alpha: CGFloat(resolved.opacity)
    )
  }

  /// Creates a colour from a ``CGColor``'s components.
  ///
  /// ```swift
  /// let brand = Color(cgColor: CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1))
  /// ```
  ///
  /// - Parameter cgColor: The colour.
  public init(cgColor: CGColor) {
    let parts = (cgColor.components ?? [0, 0, 0, 1]).map(Double.init)
    self.init(.sRGB, red: parts[0], green: parts[1], blue: parts[2], opacity: parts[3])
  }
}
