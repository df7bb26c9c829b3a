/// The view a ``Layout`` makes of its content (`callAsFunction`): its content's views are the
/// layout's subviews.
public struct _LayoutContainer<L: Layout, Content: View>: View {
  public typealias Body = Never

  let layout: L
  let content: Content
}

extension _LayoutContainer: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

extension _LayoutContainer: StackLayoutConvertible {
  var layoutKind: LayoutKind { CustomLayoutRule.kind(of: layout) }
}
