/// The content's foreground style: `foregroundStyle(_:)`.
public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let style: Style

  var environmentSignature: Any? { AnyShapeStyle(style) }

  func transform(environment: inout EnvironmentValues) {
    environment.foregroundStyles = [AnyShapeStyle(style)]
    // Text inside takes it too, as from `foregroundColor(_:)`: the innermost of the two wins.
    environment.text.attributes.foreground = TextForeground.of(style)
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

extension _ForegroundStyleModifier: SnapshotDescribable {
  var snapshotLine: String { ".foregroundStyle(\(ShapeStyleNames.name(of: style)))" }
}

extension _ForegroundStylesModifier: SnapshotDescribable {
  var snapshotLine: String {
    ".foregroundStyle(\(styles.map { ShapeStyleNames.name(of: $0) }.joined(separator: ", ")))"
  }
}

/// How tree snapshots name a shape style: a colour by its description, a level or a
/// material by its static member, anything else by its type.
enum ShapeStyleNames {
  static func name(of style: any ShapeStyle) -> String {
    switch style {
    case let erased as AnyShapeStyle: name(of: erased.base)
    case let color as Color: color.description
    case let level as HierarchicalShapeStyle:
      ["primary", "secondary", "tertiary", "quaternary", "quinary"][level.level]
    case let material as Material: material.name + "Material"
    case is ForegroundStyle: "foreground"
    case is BackgroundStyle: "background"
    case is TintShapeStyle: "tint"
    case is SeparatorShapeStyle: "separator"
    default: TypeNames.unqualified(type(of: style))
    }
  }
}
