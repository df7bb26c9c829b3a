/// A view drawn behind or over the content, proposed the content's size: `background` and
/// `overlay`.
public struct _LayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let view: Layer
  let alignment: Alignment
  let isBehind: Bool

  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? {
    (view, alignment, isBehind)
  }
}

extension View {
  /// Draws a view behind this one, proposed this view's size.
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

  /// Fills the area behind this view with a colour or another style.
  ///
  /// ```swift
  /// Text("Hi").padding().background(Color.yellow)
  /// ```
  ///
  /// - Parameter style: The colour.
  /// - Returns: The view.
  public func background(_ style: Color) -> ModifiedContent<Self, _LayerModifier<Color>> {
    modifier(_LayerModifier(view: style, alignment: .center, isBehind: true))
  }

  /// Draws a view over this one, proposed this view's size.
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

  /// Draws a colour over this view.
  ///
  /// - Parameter style: The colour.
  /// - Returns: The view.
  public func overlay(_ style: Color) -> ModifiedContent<Self, _LayerModifier<Color>> {
    modifier(_LayerModifier(view: style, alignment: .center, isBehind: false))
  }
}
