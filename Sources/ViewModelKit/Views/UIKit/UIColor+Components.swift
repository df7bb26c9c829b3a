public import Foundation

extension UIColor {
  /// Writes the colour's sRGB components, from 0 to 1, in the light appearance.
  ///
  /// UIKit resolves a dynamic colour with the current trait collection; there is none here, so
  /// a semantic colour gives its light components (`Color(_:)` keeps both for the views).
  ///
  /// ```swift
  /// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
  /// UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
  /// ```
  ///
  /// - Parameters:
  ///   - red: Where to write the red component, or `nil`.
  ///   - green: Where to write the green component, or `nil`.
  ///   - blue: Where to write the blue component, or `nil`.
  ///   - alpha: Where to write the alpha, or `nil`.
  /// - Returns: `true`: every colour here has sRGB components.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?,
    green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let resolved = color.resolved
    red?.pointee = CGFloat(resolved.red)
    green?.pointee = CGFloat(resolved.green)
    blue?.pointee = CGFloat(resolved.blue)
    alpha?.pointee = CGFloat(resolved.opacity)
    return true
  }
}
