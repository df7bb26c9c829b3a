/// Groups views without adding anything of its own: modifiers applied to a group apply to each
/// of its views.
///
/// ```swift
/// Group {
///   Text("One")
///   Text("Two")
/// }
/// ```
public struct Group<Content: View>: View {
  public typealias Body = Never

  let content: Content

  /// Creates a group.
  ///
  /// - Parameter content: The views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Group: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}
