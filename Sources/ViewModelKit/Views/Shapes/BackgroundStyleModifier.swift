/// The content's background style: `backgroundStyle(_:)`.
public struct _BackgroundStyleModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let style: AnyShapeStyle

  var environmentSignature: Any? { style }

  func transform(environment: inout EnvironmentValues) {
    environment.backgroundStyle = style
  }
}

extension View {
  /// Sets what `.background` (and `background()`) resolves to in this view's content.
  ///
  /// ```swift
  /// CardView().backgroundStyle(.yellow)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func backgroundStyle<S: ShapeStyle>(
    _ style: S
  ) -> ModifiedContent<Self, _BackgroundStyleModifier> {
    modifier(_BackgroundStyleModifier(style: AnyShapeStyle(style)))
  }
}

extension _BackgroundStyleModifier: SnapshotDescribable {
  var snapshotLine: String { ".backgroundStyle(\(ShapeStyleNames.name(of: style)))" }
}
