import Foundation

/// The drawing order among siblings: `zIndex(_:)`.
public struct _ZIndexModifier: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let index: Double
}

/// Laid out but not drawn: `hidden()`.
public struct _HiddenModifier: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
}

/// Draws the content as one layer before the effects above it: `compositingGroup()`.
public struct _CompositingGroupEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
}

/// Draws the content offscreen before showing it: `drawingGroup(opaque:colorMode:)`.
public struct _DrawingGroupEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let isOpaque: Bool
  let colorMode: ColorRenderingMode
}

/// How the content's colours combine with what is behind: `blendMode(_:)`.
public struct _BlendModeEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let blendMode: BlendMode
}

extension View {
  /// Sets the order this view is drawn in among its siblings: a higher index is drawn later,
  /// on top; equal indices keep their order (the default index is 0).
  ///
  /// ```swift
  /// ZStack {
  ///   Card().zIndex(isSelected ? 1 : 0)
  ///   Card()
  /// }
  /// ```
  ///
  /// Layout is unchanged. Snapshots list the children of a stack in drawing order, so SVG draws
  /// them in it; a view leaving with a transition keeps its index.
  ///
  /// - Parameter value: The index.
  /// - Returns: The view.
  public func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexModifier> {
    modifier(_ZIndexModifier(index: value))
  }

  /// Hides this view: it keeps its place in the layout but draws nothing.
  ///
  /// ```swift
  /// Text("Placeholder").hidden()
  /// ```
  ///
  /// Snapshots keep its nodes, with the `hidden` effect; SVG draws nothing for them.
  ///
  /// - Returns: The view.
  public func hidden() -> ModifiedContent<Self, _HiddenModifier> {
    modifier(_HiddenModifier())
  }

  /// Draws this view as one layer before the effects that follow (recorded).
  ///
  /// ```swift
  /// HStack { Circle(); Circle() }.compositingGroup().opacity(0.5)
  /// ```
  ///
  /// - Returns: The view.
  public func compositingGroup() -> ModifiedContent<Self, _CompositingGroupEffect> {
    modifier(_CompositingGroupEffect())
  }

  /// Draws this view offscreen before showing it (recorded).
  ///
  /// ```swift
  /// ParticleField().drawingGroup()
  /// ```
  ///
  /// - Parameters:
  ///   - opaque: Whether the offscreen image is opaque.
  ///   - colorMode: The colour space of the offscreen image.
  /// - Returns: The view.
  public func drawingGroup(
    opaque: Bool = false,
    colorMode: ColorRenderingMode = .nonLinear
  ) -> ModifiedContent<Self, _DrawingGroupEffect> {
    modifier(_DrawingGroupEffect(isOpaque: opaque, colorMode: colorMode))
  }

  /// Sets how this view's colours combine with what is drawn behind it.
  ///
  /// ```swift
  /// Circle().fill(.yellow).blendMode(.multiply)
  /// ```
  ///
  /// SVG draws it with the CSS `mix-blend-mode` of the same name (`sourceAtop`,
  /// `destinationOver`, `destinationOut` and `plusDarker`, which CSS lacks, are recorded only).
  ///
  /// - Parameter blendMode: The mode.
  /// - Returns: The view.
  public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _BlendModeEffect> {
    modifier(_BlendModeEffect(blendMode: blendMode))
  }
}
