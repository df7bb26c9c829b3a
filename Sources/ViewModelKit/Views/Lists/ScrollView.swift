/// A scrollable container, headless: its content laid out in a stack along the scroll axis
/// (nothing scrolls; every row is on screen).
///
/// ```swift
/// ScrollView { VStack { ForEach(rows) { Text($0.title) } } }
/// ```
public struct ScrollView<Content: View>: View, BuiltInView {
  let axes: Axis.Set
  let content: Content

  /// Creates a scroll view.
  ///
  /// - Parameters:
  ///   - axes: The scroll axes.
  ///   - showsIndicators: Whether indicators show (recorded only).
  ///   - content: The content.
  public init(
    _ axes: Axis.Set = .vertical,
    showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  @ViewBuilder public var body: some View {
    if axes.contains(.horizontal) && !axes.contains(.vertical) {
      HStack { content }
    } else {
      VStack { content }
    }
  }
}
