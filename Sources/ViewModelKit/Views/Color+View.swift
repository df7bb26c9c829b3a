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
