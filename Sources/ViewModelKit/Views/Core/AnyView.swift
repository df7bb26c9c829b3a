/// A type-erased view.
///
/// Its content's identity includes the wrapped type: wrapping a view of another type replaces the
/// content (its state is reset), as in SwiftUI.
///
/// ```swift
/// let view = flag ? AnyView(Text("On")) : AnyView(Color.red)
/// ```
public struct AnyView: View {
  public typealias Body = Never

  let content: any View

  /// Wraps a view.
  ///
  /// - Parameter view: The view.
  public init<V: View>(_ view: V) {
    content = (view as? AnyView)?.content ?? view
  }

  /// Wraps a value if it is a view.
  ///
  /// - Parameter value: The value.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    content = view
  }
}

extension AnyView: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] {
    [(.type(ObjectIdentifier(type(of: content))), content)]
  }
}
