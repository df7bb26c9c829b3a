extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Blue.
  ///
  /// ```swift
  /// Circle().fill(.blue)
  /// ```
  public static var blue: Color { Color.blue }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// White.
  public static var white: Color { Color.white }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Black.
  public static var black: Color { Color.black }
  /// Clear.
  public static var clear: Color { Color.clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the foreground style.
  ///
  /// ```swift
  /// Text("Title").foregroundStyle(.primary)
  /// ```
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The second level of the foreground style.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The third level of the foreground style.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The fourth level of the foreground style.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The fifth level of the foreground style.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The separator style.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint of the environment.
  ///
  /// ```swift
  /// Capsule().fill(.tint)
  /// ```
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  ///
  /// ```swift
  /// Text("Now Playing").padding().background(.ultraThinMaterial)
  /// ```
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material.
  public static var thinMaterial: Material { .thin }
  /// The default material.
  public static var regularMaterial: Material { .regular }
  /// A thick material.
  public static var thickMaterial: Material { .thick }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}
