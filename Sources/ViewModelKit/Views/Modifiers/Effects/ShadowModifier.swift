public import Foundation

extension View {
  /// Adds a shadow (recorded).
  ///
  /// - Parameters:
  ///   - color: The shadow's colour.
  ///   - radius: The blur radius.
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  /// - Returns: The view.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33),
    radius: CGFloat,
    x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("shadow", radius)
  }
}
