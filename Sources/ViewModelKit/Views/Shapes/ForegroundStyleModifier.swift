/// The content's foreground style: `foregroundStyle(_:)`.
public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let style: Style

  var environmentSignature: Any? { AnyShapeStyle(style) }

  func transform(environment: inout EnvironmentValues) {
    environment.foregroundStyles = [AnyShapeStyle(style)]
  }
}

/// The content's foreground styles, one per level: `foregroundStyle(_:_:)` and
/// `foregroundStyle(_:_:_:)`.
public struct _ForegroundStylesModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let styles: [AnyShapeStyle]

  var environmentSignature: Any? { styles }

  func transform(environment: inout EnvironmentValues) {
    environment.foregroundStyles = styles
  }
}

extension View {
  /// Sets the style that shapes (and text) in this view are drawn with: what `.foreground`
  /// resolves to, and the base of `.primary`, `.secondary` and the other levels.
  ///
  /// ```swift
  /// Image(systemName: "star").foregroundStyle(.yellow)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func foregroundStyle<S: ShapeStyle>(
    _ style: S
  ) -> ModifiedContent<Self, _ForegroundStyleModifier<S>> {
    modifier(_ForegroundStyleModifier(style: style))
  }

  /// Sets the primary and secondary levels of the foreground style.
  ///
  /// ```swift
  /// VStack { Text("Title"); Text("Subtitle").foregroundStyle(.secondary) }
  ///   .foregroundStyle(.blue, .gray)
  /// ```
  ///
  /// - Parameters:
  ///   - primary: The first level.
  ///   - secondary: The second level.
  /// - Returns: The view.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1,
    _ secondary: S2
  ) -> ModifiedContent<Self, _ForegroundStylesModifier> {
    modifier(_ForegroundStylesModifier(styles: [AnyShapeStyle(primary), AnyShapeStyle(secondary)]))
  }

  /// Sets the first three levels of the foreground style.
  ///
  /// - Parameters:
  ///   - primary: The first level.
  ///   - secondary: The second level.
  ///   - tertiary: The third level.
  /// - Returns: The view.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1,
    _ secondary: S2,
    _ tertiary: S3
  ) -> ModifiedContent<Self, _ForegroundStylesModifier> {
    modifier(
      _ForegroundStylesModifier(
        styles: [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
      )
    )
  }
}
