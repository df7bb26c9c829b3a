/// The content's foreground style: `foregroundStyle(_:)`.
public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let style: Style
}

extension View {
  /// Sets the style that shapes and text in this view are drawn with.
  ///
  /// ```swift
  /// Text("Warning").foregroundStyle(Color.red)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func foregroundStyle<S: ShapeStyle>(
    _ style: S
  ) -> ModifiedContent<Self, _ForegroundStyleModifier<S>> {
    modifier(_ForegroundStyleModifier(style: style))
  }
}
