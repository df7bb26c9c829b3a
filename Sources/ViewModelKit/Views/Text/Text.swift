/// A line (or lines) of read-only text.
///
/// ```swift
/// Text("Ready")
/// Text(verbatim: "Total: \(count)")
/// ```
public struct Text: View, Equatable, Sendable {
  public typealias Body = Never

  /// The text shown.
  let content: String

  /// Creates text.
  ///
  /// - Parameter content: The string.
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Creates text shown exactly as given.
  ///
  /// - Parameter content: The string.
  public init(verbatim content: String) {
    self.content = content
  }
}

extension Text: PrimitiveView {}
