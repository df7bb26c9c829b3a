/// A thin line between views: horizontal in a `VStack` (or outside any stack), vertical in an
/// `HStack`.
///
/// It is 1 point thick (SwiftUI draws a one-pixel hairline, 1/3 to 1 point by display scale; the
/// headless screen has a scale of 1) and takes the length offered across its stack (0 when none
/// is offered, as in a `fixedSize` stack until it is placed).
///
/// ```swift
/// VStack { Text("A"); Divider(); Text("B") }  // a full-width line between the texts
/// HStack { Text("A"); Divider(); Text("B") }  // a full-height line between the texts
/// ```
public struct Divider: View, BuiltInView {
  /// Creates a divider.
  public init() {}

  public var body: some View {
    Rectangle().fill(Color.gray)
  }
}

extension Divider: StackLayoutConvertible {
  var layoutKind: LayoutKind { .divider }
}
