/// A value that flows up the view tree, from the views that set it to an ancestor that reads it:
/// `preference(key:value:)` sets it, `onPreferenceChange(_:perform:)` reads it.
///
/// ```swift
/// struct TitleWidthKey: PreferenceKey {
///   static let defaultValue: CGFloat = 0
///   static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///     value = max(value, nextValue())
///   }
/// }
/// ```
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value

  /// The value of a subtree that sets none.
  static var defaultValue: Value { get }

  /// Combines the value gathered so far with the next one, in tree order.
  ///
  /// - Parameters:
  ///   - value: The value gathered so far.
  ///   - nextValue: The next value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// `nil`, for an optional value.
  public static var defaultValue: Value { nil }
}
