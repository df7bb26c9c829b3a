extension EnvironmentValues {
  /// The styles set with `foregroundStyle(_:)` (one) or `foregroundStyle(_:_:)`/`(_:_:_:)`
  /// (one per level); empty when none is set.
  var foregroundStyles: [AnyShapeStyle] {
    get { self[ForegroundStylesKey.self] }
    set { self[ForegroundStylesKey.self] = newValue }
  }

  /// The tint set with `tint(_:)`, or `nil` for the accent colour.
  var tintStyle: AnyShapeStyle? {
    get { self[TintStyleKey.self] }
    set { self[TintStyleKey.self] = newValue }
  }

  /// The style `.background` resolves to; `nil` for the system background.
  ///
  /// ```swift
  /// CardView().environment(\.backgroundStyle, AnyShapeStyle(Color.yellow))
  /// ```
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

private struct ForegroundStylesKey: EnvironmentKey {
  static let defaultValue: [AnyShapeStyle] = []
}

private struct TintStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

private struct BackgroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}
