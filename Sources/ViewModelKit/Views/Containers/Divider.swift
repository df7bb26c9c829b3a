/// A thin line between views.
///
/// ```swift
/// VStack { Text("A"); Divider(); Text("B") }
/// ```
public struct Divider: View, BuiltInView {
  /// Creates a divider.
  public init() {}

  public var body: some View {
    Rectangle().fill(Color.gray).frame(height: 1)
  }
}
