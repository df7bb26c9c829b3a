public import Foundation

/// A view drawn behind or over the content, proposed the content's size: `background` and
/// `overlay` in all their forms.
///
/// `Layer` names what the layer was made from (a view, a shape style, a filled shape); the
/// layer itself is a separate subtree whose state and identity do not depend on the content.
public struct _LayerModifier<Layer>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let view: any View
  let alignment: Alignment
  let isBehind: Bool

  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? {
    (view, alignment, isBehind)
  }
}

extension View {
  /// Draws views behind this one, proposed this view's size and aligned to it; the modified
  /// view's size is this view's.
  ///
  /// ```swift
  /// Text("Badge").padding(4).background { Capsule().fill(Color.red) }
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: Where the background sits when its size differs.
  ///   - content: The background.
  /// - Returns: The view.
  public func background<V: View>(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _LayerModifier<V>> {
    modifier(_LayerModifier(view: content(), alignment: alignment, isBehind: true))
  }

  /// Draws a view behind this one (SwiftUI's deprecated form, everywhere in real code).
  ///
  /// ```swift
  /// Text("Hi").padding().background(RoundedRectangle(cornerRadius: 8).stroke(.gray))
  /// ```
  ///
  /// - Parameters:
  ///   - background: The view.
  ///   - alignment: Where it sits when its size differs.
  /// - Returns: The view.
  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background,
    alignment: Alignment = .center
  ) -> ModifiedContent<Self, _LayerModifier<Background>> {
    modifier(_LayerModifier(view: background, alignment: alignment, isBehind: true))
  }

  /// Fills the area behind this view with a style: a colour or gradient is the layer's view
  /// itself (a `Color` node), another style fills a `Rectangle`.
  ///
  /// Where this view touches the edge of the safe area (below a navigation bar, above a tab
  /// bar), the fill reaches on into it on `edges`, as with `ignoresSafeArea`.
  ///
  /// ```swift
  /// Text("Hi").padding().background(.yellow)
  /// ```
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - edges: The safe-area edges the fill extends into.
  /// - Returns: The view.
  public func background<S: ShapeStyle>(
    _ style: S,
    ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> ModifiedContent<Self, _LayerModifier<S>> {
    modifier(
      _LayerModifier(view: styleLayer(style, edges), alignment: .center, isBehind: true)
    )
  }

  /// Fills the area behind this view with the background style.
  ///
  /// ```swift
  /// CardContent().background()
  /// ```
  ///
  /// - Parameter edges: The safe-area edges the fill extends into.
  /// - Returns: The view.
  public func background(
    ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> ModifiedContent<Self, _LayerModifier<BackgroundStyle>> {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }

  /// Draws a shape filled with a style behind this view, proposed this view's size.
  ///
  /// ```swift
  /// Text("New").padding(4).background(.red, in: .capsule)
  /// ```
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - shape: The shape.
  ///   - fillStyle: The fill rule.
  /// - Returns: The view.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S,
    in shape: T,
    fillStyle: FillStyle = FillStyle()
  ) -> ModifiedContent<Self, _LayerModifier<_ShapeView<T, S>>> {
    modifier(
      _LayerModifier(
        view: shape.fill(style, style: fillStyle),
        alignment: .center,
        isBehind: true
      )
    )
  }

  /// Draws a shape filled with the background style behind this view.
  ///
  /// ```swift
  /// Text("Card").padding().background(in: .rect(cornerRadius: 12))
  /// ```
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - fillStyle: The fill rule.
  /// - Returns: The view.
  public func background<T: Shape>(
    in shape: T,
    fillStyle: FillStyle = FillStyle()
  ) -> ModifiedContent<Self, _LayerModifier<_ShapeView<T, BackgroundStyle>>> {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// Draws views over this one, proposed this view's size and aligned to it.
  ///
  /// ```swift
  /// Circle().overlay { Text("1") }
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: Where the overlay sits when its size differs.
  ///   - content: The overlay.
  /// - Returns: The view.
  public func overlay<V: View>(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _LayerModifier<V>> {
    modifier(_LayerModifier(view: content(), alignment: alignment, isBehind: false))
  }

  /// Draws a view over this one (SwiftUI's deprecated form, everywhere in real code).
  ///
  /// ```swift
  /// Text("Tag").padding(6).overlay(Capsule().stroke(.blue, lineWidth: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - overlay: The view.
  ///   - alignment: Where it sits when its size differs.
  /// - Returns: The view.
  @_disfavoredOverload
  public func overlay<Overlay: View>(
    _ overlay: Overlay,
    alignment: Alignment = .center
  ) -> ModifiedContent<Self, _LayerModifier<Overlay>> {
    modifier(_LayerModifier(view: overlay, alignment: alignment, isBehind: false))
  }

  /// Covers this view with a style, reaching into the safe area on `edges` where this view
  /// touches its edge.
  ///
  /// ```swift
  /// Image("photo").overlay(.black.opacity(0.3))
  /// ```
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - edges: The safe-area edges the fill extends into.
  /// - Returns: The view.
  public func overlay<S: ShapeStyle>(
    _ style: S,
    ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> ModifiedContent<Self, _LayerModifier<S>> {
    modifier(
      _LayerModifier(view: styleLayer(style, edges), alignment: .center, isBehind: false)
    )
  }

  /// Draws a shape filled with a style over this view.
  ///
  /// ```swift
  /// Color.blue.frame(width: 40, height: 40).overlay(.white, in: .circle)
  /// ```
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - shape: The shape.
  ///   - fillStyle: The fill rule.
  /// - Returns: The view.
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S,
    in shape: T,
    fillStyle: FillStyle = FillStyle()
  ) -> ModifiedContent<Self, _LayerModifier<_ShapeView<T, S>>> {
    modifier(
      _LayerModifier(
        view: shape.fill(style, style: fillStyle),
        alignment: .center,
        isBehind: false
      )
    )
  }

  /// Draws a border inside this view's frame: `Rectangle().strokeBorder(content, lineWidth:)`
  /// as an overlay.
  ///
  /// ```swift
  /// Text("Boxed").padding(8).border(.gray, width: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - width: The border's width.
  /// - Returns: The view.
  public func border<S: ShapeStyle>(
    _ content: S,
    width: CGFloat = 1
  ) -> ModifiedContent<Self, _LayerModifier<StrokeBorderShapeView<Rectangle, S, EmptyView>>> {
    modifier(
      _LayerModifier(
        view: Rectangle().strokeBorder(content, lineWidth: width),
        alignment: .center,
        isBehind: false
      )
    )
  }
}

/// The view that draws a style as a layer: a colour or gradient itself, or a filled rectangle.
private func styleLayer<S: ShapeStyle>(_ style: S) -> any View {
  (style as? any View) ?? Rectangle().fill(style)
}

/// A style's layer that reaches into the safe area on `edges` where the modified view touches
/// its edge, as SwiftUI's style backgrounds and overlays do.
@MainActor
private func styleLayer<S: ShapeStyle>(_ style: S, _ edges: Edge.Set) -> any View {
  func ignoring<V: View>(_ view: V) -> any View {
    view.modifier(_StyleLayerSafeArea(edges: edges))
  }
  let layer = styleLayer(style)
  return edges.isEmpty ? layer : ignoring(layer)
}

/// The safe-area reach of a style layer: `ignoresSafeArea(.container, edges:)` that tree
/// descriptions do not show (it is part of the `background`/`overlay` line's meaning).
struct _StyleLayerSafeArea: ViewModifier, PrimitiveModifier, LayoutModifier, StructuralView {
  typealias Body = Never
  let edges: Edge.Set

  var layoutKind: LayoutKind { .safeAreaIgnoring(edges: edges) }
}
