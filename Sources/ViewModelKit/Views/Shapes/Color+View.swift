extension Color: View {
  public typealias Body = Never
}

extension Color: PrimitiveView {}

extension Color {
  /// Yellow.
  public static let yellow = Color(red: 1, green: 0.8, blue: 0)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.58, blue: 0)
  /// Gray.
  public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
}

extension Color {
  /// The primary content colour (black, headless).
  public static let primary = Color(red: 0, green: 0, blue: 0)
  /// The secondary content colour.
  public static let secondary = Color(red: 0.24, green: 0.24, blue: 0.26, opacity: 0.6)
  /// The accent colour (blue, headless).
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color(red: 0, green: 0.48, blue: 1)
  /// Purple.
  public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
  /// Pink.
  public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
}
