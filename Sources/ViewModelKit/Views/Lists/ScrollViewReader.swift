import Foundation

/// A view whose content can scroll the scroll views inside it to a view, through a
/// ``ScrollViewProxy``.
///
/// ```swift
/// ScrollViewReader { proxy in
///   ScrollView {
///     LazyVStack { ForEach(messages) { MessageRow(message: $0) } }
///   }
///   .onChange(of: messages.count) {
///     withAnimation { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
///   }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View, BuiltInView {
  /// Makes the content from the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// Creates a scroll view reader.
  ///
  /// - Parameter content: Makes the content from the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: some View {
    content(ScrollViewProxy(node: EvaluationContext.current?.node))
  }
}

/// Scrolls the scroll views inside a ``ScrollViewReader`` to one of their views.
///
/// Call it from an action (a button, `onChange`, `onAppear`), not from a body. Inside
/// `withAnimation` the content offset animates, frame by frame on the host's clock.
///
/// ```swift
/// Button("Top") { withAnimation { proxy.scrollTo(0, anchor: .top) } }
/// ```
public struct ScrollViewProxy {
  private let node: UncheckedSendable<WeakNode?>

  init(node: ViewNode?) {
    self.node = UncheckedSendable(value: node.map(WeakNode.init))
  }

  /// Scrolls the first scroll view that holds a view with `id` so that the view shows.
  ///
  /// With an `anchor`, the anchor's point of the view is aligned with the same point of the
  /// scroll view (`.top`: tops aligned); with `nil`, the scroll view scrolls the least that shows
  /// the view whole. The offset is clamped to the content. A row of a lazy container that has no
  /// view yet is found from its data. An id that no scroll view holds does nothing, as in
  /// SwiftUI; beyond SwiftUI, the host records a warning naming the id.
  ///
  /// - Parameters:
  ///   - id: The identity of the view: a `ForEach` element's id or an `.id(_:)` value.
  ///   - anchor: The point to align, or `nil` for the least scroll.
  @MainActor
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let reader = node.value?.node, !reader.isRemoved else { return }
    let key = AnyHashable(id)
    for scrollView in ScrollTargeting.scrollViews(in: reader) {
      guard let frame = ScrollTargeting.frame(of: key, in: scrollView),
        let geometry = ScrollTargeting.geometry(of: scrollView)
      else { continue }
      let offset = geometry.offset(showing: frame, anchor: anchor)
      ScrollTargeting.scroll(scrollView, to: offset, transaction: nil)
      return
    }
    reader.graph.warnings.receive(
      "ScrollViewProxy.scrollTo(\(id)): no scroll view in the reader holds a view with this id; "
        + "nothing scrolled."
    )
  }
}
