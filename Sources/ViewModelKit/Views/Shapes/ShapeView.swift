public import Foundation

/// A view that draws a shape: what `fill`, `stroke` and `strokeBorder` return.
///
/// Its own `fill`, `stroke` and `strokeBorder` add another paint over it, as in SwiftUI since
/// iOS 17.
///
/// ```swift
/// Circle().fill(.yellow).stroke(.orange, lineWidth: 2)
/// ```
public protocol ShapeView<Content>: View {
  /// The type of shape drawn.
  associatedtype Content: Shape

  /// The shape drawn.
  var shape: Content { get }
}

extension ShapeView {
  /// Fills the shape over this view.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The fill rule.
  /// - Returns: The view.
  public func fill<S: ShapeStyle>(
    _ content: S = .foreground,
    style: FillStyle = FillStyle()
  ) -> FillShapeView<Content, S, Self> {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// Strokes the shape's outline over this view.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The stroke.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The view.
  public func stroke<S: ShapeStyle>(
    _ content: S,
    style: StrokeStyle,
    antialiased: Bool = true
  ) -> StrokeShapeView<Content, S, Self> {
    StrokeShapeView(
      shape: shape,
      style: content,
      strokeStyle: style,
      isAntialiased: antialiased,
      background: self
    )
  }

  /// Strokes the shape's outline over this view.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: The line width.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The view.
  public func stroke<S: ShapeStyle>(
    _ content: S,
    lineWidth: CGFloat = 1,
    antialiased: Bool = true
  ) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView where Content: InsettableShape {
  /// Strokes the inside of the shape's outline over this view.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The stroke.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The view.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground,
    style: StrokeStyle,
    antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(
      shape: shape,
      style: content,
      strokeStyle: style,
      isAntialiased: antialiased,
      background: self
    )
  }

  /// Strokes the inside of the shape's outline over this view.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: The line width.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The view.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground,
    lineWidth: CGFloat = 1,
    antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A shape filled with a style: what `Shape.fill(_:style:)` returns and what a shape's body is.
///
/// ```swift
/// let view: _ShapeView<Circle, Color> = Circle().fill(Color.red)
/// ```
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
  public typealias Body = Never

  /// The shape.
  public var shape: Content
  /// The style that fills it.
  public var style: Style
  /// The fill rule.
  public var fillStyle: FillStyle

  /// Creates a filled shape.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The style that fills it.
  ///   - fillStyle: The fill rule.
  public nonisolated init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }
}

/// A shape filled over another shape view: what `ShapeView.fill(_:style:)` returns.
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>:
  ShapeView
{
  public typealias Body = Never
  /// The shape.
  public var shape: Content
  /// The style that fills it.
  public var style: Style
  /// The fill rule.
  public var fillStyle: FillStyle
  /// What is drawn beneath.
  public var background: Background

  /// Creates a filled shape over a background.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The style.
  ///   - fillStyle: The fill rule.
  ///   - background: What is drawn beneath.
  public nonisolated init(
    shape: Content,
    style: Style,
    fillStyle: FillStyle,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }
}

/// A stroked shape: what `stroke(_:lineWidth:antialiased:)` and `stroke(_:style:antialiased:)` return.
///
/// Snapshots show it under its shape's name (a stroked `Circle` is a `Circle`).
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>:
  ShapeView
{
  public typealias Body = Never
  /// The shape.
  public var shape: Content
  /// The style the outline is drawn with.
  public var style: Style
  /// The stroke.
  public var strokeStyle: StrokeStyle
  /// Whether edges are smoothed.
  public var isAntialiased: Bool
  /// What is drawn beneath.
  public var background: Background

  /// Creates a stroked shape.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The style.
  ///   - strokeStyle: The stroke.
  ///   - isAntialiased: Whether edges are smoothed.
  ///   - background: What is drawn beneath.
  public nonisolated init(
    shape: Content,
    style: Style,
    strokeStyle: StrokeStyle,
    isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
}

/// A shape stroked inside its outline: what `strokeBorder` returns.
nonisolated public struct StrokeBorderShapeView<
  Content: InsettableShape,
  Style: ShapeStyle,
  Background: View
>: ShapeView {
  public typealias Body = Never
  /// The shape.
  public var shape: Content
  /// The style the border is drawn with.
  public var style: Style
  /// The stroke.
  public var strokeStyle: StrokeStyle
  /// Whether edges are smoothed.
  public var isAntialiased: Bool
  /// What is drawn beneath.
  public var background: Background

  /// Creates a shape stroked inside its outline.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The style.
  ///   - strokeStyle: The stroke.
  ///   - isAntialiased: Whether edges are smoothed.
  ///   - background: What is drawn beneath.
  public nonisolated init(
    shape: Content,
    style: Style,
    strokeStyle: StrokeStyle,
    isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
}
