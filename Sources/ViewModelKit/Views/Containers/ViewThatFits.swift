/// Shows the first of its views that fits the space offered, else the last.
///
/// A view fits when its ideal size on the constrained axes is within the offered size (an axis
/// offered no size fits anything); the chosen view is then sized for the real offer and centred.
/// The other views stay in the graph (their state lives on) but have no frame and are left out of
/// snapshots.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   Text("Delete the selected photos")
///   Text("Delete")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
  public typealias Body = Never

  let axes: Axis.Set
  let content: Content

  /// Creates a view that picks the first child that fits.
  ///
  /// - Parameters:
  ///   - axes: The axes on which a child must fit; both by default.
  ///   - content: The candidates, in order of preference.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
}

extension ViewThatFits: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

extension ViewThatFits: StackLayoutConvertible {
  var layoutKind: LayoutKind { .viewThatFits(axes) }
}
