/// What a presentation's content asks of the surface it is presented on: a background drawn
/// behind the whole presentation and the radius of its corners.
///
/// It flows up from the presented content to the presented layer, which draws it; a layer's own
/// value does not reach the presentations under it.
struct _PresentationSurfaceKey: LayerOnlyPreferenceKey {
  static var defaultValue: PresentationSurface { PresentationSurface() }

  static func reduce(value: inout PresentationSurface, nextValue: () -> PresentationSurface) {
    let next = nextValue()
    value.background = next.background ?? value.background
    value.cornerRadius = next.cornerRadius ?? value.cornerRadius
  }
}

/// The background and corner radius a presentation's content asks for.
struct PresentationSurface {
  var background: (view: AnyView, alignment: Alignment)?
  /// `nil` when the content sets none; `.some(nil)` for the system's radius.
  var cornerRadius: CGFloat??

  /// The background, clipped to the corner radius when one is given.
  @MainActor @ViewBuilder var view: some View {
    if let background {
      let layer = background.view
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: background.alignment)
      if let radius = cornerRadius ?? nil {
        layer.clipShape(RoundedRectangle(cornerRadius: radius))
      } else {
        layer
      }
    }
  }
}

extension View {
  /// Sets the style behind the presentation this view is the content of (a sheet, popover or
  /// full-screen cover).
  ///
  /// The host draws it behind the whole presentation, filling the presented layer even where
  /// the content is smaller, as SwiftUI does; the innermost setting wins.
  ///
  /// ```swift
  /// FilterView().presentationBackground(.thinMaterial)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    var fill = AnyView(Rectangle().fill(style))
    if let view = style as? any View { fill = erased(view) }
    return presentationSurface(PresentationSurface(background: (fill, .center)))
      .style("presentationBackground", style)
  }

  /// Sets a view behind the presentation this view is the content of, aligned in it.
  ///
  /// ```swift
  /// TipView().presentationBackground(alignment: .bottom) {
  ///   Image("waves")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: Where the view sits in the presentation.
  ///   - content: The view.
  /// - Returns: The view.
  public func presentationBackground<V: View>(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    presentationSurface(PresentationSurface(background: (AnyView(content()), alignment)))
  }

  /// Sets the radius of the corners of the presentation this view is the content of; `nil`
  /// keeps the system's.
  ///
  /// The host draws no sheet of its own, so the radius shows where it draws a
  /// `presentationBackground`: the background is clipped to a rounded rectangle of this radius.
  /// It is recorded in tree descriptions either way.
  ///
  /// ```swift
  /// ShareView().presentationCornerRadius(24)
  /// ```
  ///
  /// - Parameter cornerRadius: The radius, or `nil`.
  /// - Returns: The view.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    presentationSurface(PresentationSurface(cornerRadius: .some(cornerRadius)))
      .style("presentationCornerRadius", cornerRadius.map { "\($0)" } ?? "nil")
  }

  private func erased<V: View>(_ view: V) -> AnyView { AnyView(view) }

  /// Adds what `surface` sets to what the content sets, the content's settings winning (the
  /// innermost setting wins).
  private func presentationSurface(
    _ surface: PresentationSurface
  ) -> ModifiedContent<Self, _PreferenceTransformModifier<_PresentationSurfaceKey>> {
    transformPreference(_PresentationSurfaceKey.self) { value in
      value.background = value.background ?? surface.background
      value.cornerRadius = value.cornerRadius ?? surface.cornerRadius
    }
  }
}
