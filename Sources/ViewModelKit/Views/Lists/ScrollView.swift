import Foundation

/// A scrollable view: a viewport onto its content, which can be longer than the viewport.
///
/// As in SwiftUI, the content is proposed no length on the scroll axes (it takes its ideal
/// length there); the scroll view takes the whole length it is offered on them and the content's
/// length across them. The content starts at the top-leading corner. Scrolling moves the content
/// by the content offset, which a ``ViewHost`` changes (`ViewHost.scroll(_:by:)`) and a
/// ``ScrollViewProxy`` sets (animated in an animated transaction); the offset is clamped to the
/// content (no bounce). Snapshots show the content moved by the offset and clipped to the
/// viewport.
///
/// ```swift
/// ScrollView {
///   LazyVStack { ForEach(rows) { Text($0.title) } }
/// }
/// ```
public struct ScrollView<Content: View>: View, BuiltInView {
  /// The content.
  public var content: Content
  /// The scroll axes.
  public var axes: Axis.Set
  /// Whether the scroll indicators show (recorded only).
  public var showsIndicators: Bool
  @State private var offset = CGPoint.zero

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
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: some View {
    _ScrollViewport(
      axes: axes,
      offset: offset,
      content: content.offset(x: -offset.x, y: -offset.y)
    )
    .clipped()
  }
}

/// The viewport of a ``ScrollView``: lays its content out unbounded on the scroll axes.
public struct _ScrollViewport<Content: View>: View {
  public typealias Body = Never
  let axes: Axis.Set
  /// The content offset the content is drawn at.
  let offset: CGPoint
  let content: Content
}

extension _ScrollViewport: PrimitiveView, StructuralView, StackLayoutConvertible, ScrollViewportView
{
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }

  var layoutKind: LayoutKind { .scrollView(axes: axes) }
}

/// A scroll view's viewport, seen without its content type.
@MainActor
protocol ScrollViewportView {
  var axes: Axis.Set { get }
  var offset: CGPoint { get }
}

/// A scroll view, seen without its content type, for the host.
@MainActor
protocol ScrollViewProtocol {}

extension ScrollView: ScrollViewProtocol {}
