/// A container whose content is built from its own size and position.
///
/// It takes all the space it is offered (0 on an axis offered none) and places its content at
/// its top-leading corner, proposing it the reader's size.
///
/// Its content needs the layout, which runs after the views are built; the host resolves that in
/// two steps within the same update: the content is built with the geometry of the reader's
/// last layout (zero at first), the tree is laid out, and every reader whose geometry changed is
/// built again with the new one and the tree laid out again (up to 8 rounds, for readers inside
/// readers). A change of the reader's proposal (its parent's layout) therefore re-evaluates its
/// content in the update that caused it, with that update's transaction.
///
/// ```swift
/// GeometryReader { proxy in
///   Rectangle().frame(width: proxy.size.width * progress)
/// }
/// .frame(height: 8)
/// ```
public struct GeometryReader<Content: View>: View, BuiltInView {
  /// Makes the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a geometry reader.
  ///
  /// - Parameter content: Makes the content from the reader's geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: some View {
    content(GeometryProxy.current())
  }
}

extension GeometryReader: StackLayoutConvertible {
  var layoutKind: LayoutKind { .geometryReader }
}
