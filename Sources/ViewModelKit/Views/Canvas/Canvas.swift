public import Foundation

/// A view that draws with a ``GraphicsContext``: `Canvas { context, size in … }`.
///
/// It takes all the space it is offered, as SwiftUI's does, and runs its renderer with its size
/// in every update of its view (and again when its size changes). What the renderer draws
/// becomes views inside the canvas (see ``GraphicsContext``): a snapshot shows a `Canvas` node
/// with a `Path`, `Text` or `Image` node per drawing, and SVG draws them. Symbols
/// (`renderer:symbols:`) are absent.
///
/// ```swift
/// Canvas { context, size in
///   context.fill(
///     Path(CGRect(origin: .zero, size: size)),
///     with: .linearGradient(Gradient(colors: [.pink, .blue]), startPoint: .zero,
///                           endPoint: CGPoint(x: size.width, y: size.height)))
/// }
/// .frame(width: 200, height: 100)
/// ```
public struct Canvas<Symbols: View>: View, BuiltInView {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  @Environment(\.self) private var environment

  /// Recorded: whether the canvas is opaque.
  public var isOpaque: Bool
  /// Recorded: the colour mode of the drawing.
  public var colorMode: ColorRenderingMode
  /// Recorded: whether it renders asynchronously.
  public var rendersAsynchronously: Bool

  public var body: some View {
    let size = GeometryProxy.current().size
    let drawing = GraphicsContext.Drawing()
    var context = GraphicsContext(
      drawing: drawing,
      size: size,
      environment: environment
    )
    renderer(&context, size)
    return ZStack(alignment: .topLeading) {
      ForEach(Array(drawing.operations.enumerated()), id: \.offset) { _, operation in
        CanvasOperationView(operation: operation, size: size)
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
  }
}

extension Canvas where Symbols == EmptyView {
  /// Creates a canvas.
  ///
  /// - Parameters:
  ///   - opaque: Whether the canvas is opaque (recorded).
  ///   - colorMode: The colour mode (recorded).
  ///   - rendersAsynchronously: Whether it renders asynchronously (recorded).
  ///   - renderer: Draws with a context in the canvas's size.
  public init(
    opaque: Bool = false,
    colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }
}

extension Canvas: StackLayoutConvertible {
  var layoutKind: LayoutKind { .geometryReader }
}

/// One drawing of a canvas as a view the size of the canvas.
private struct CanvasOperationView: View, BuiltInView, StructuralView {
  let operation: GraphicsContext.Operation
  let size: CGSize

  var body: some View {
    switch operation {
    case .fill(let path, let style, let fill, let state):
      apply(state, to: path.fill(style, style: fill))
    case .stroke(let path, let style, let stroke, let state):
      apply(state, to: path.stroke(style, style: stroke))
    case .text(let text, let center, let box, let state):
      apply(
        state,
        to: text.fixedSize().frame(width: box?.width, height: box?.height).position(center)
      )
    case .image(let image, let frame, let state):
      apply(
        state,
        to: image.resizable().frame(width: frame.width, height: frame.height)
          .position(x: frame.midX, y: frame.midY)
      )
    }
  }

  private func apply(_ state: GraphicsContext.State, to content: some View) -> AnyView {
    var view = AnyView(
      content.frame(width: size.width, height: size.height, alignment: .topLeading)
        .opacity(state.opacity)
        .blendMode(state.blendMode)
    )
    for (clip, style) in state.clips {
      view = AnyView(view.clipShape(clip, style: style))
    }
    return view
  }
}
