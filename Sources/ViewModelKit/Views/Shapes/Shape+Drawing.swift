public import Foundation

extension Shape {
  /// Fills this shape with a style.
  ///
  /// ```swift
  /// Circle().fill(.blue)
  /// ```
  ///
  /// - Parameters:
  ///   - content: The style; the foreground style by default.
  ///   - style: The fill rule.
  /// - Returns: The filled shape.
  public func fill<S: ShapeStyle>(
    _ content: S = .foreground,
    style: FillStyle = FillStyle()
  ) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// Traces this shape's outline with a style.
  ///
  /// ```swift
  /// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
  /// ```
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The stroke.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The stroked shape.
  public func stroke<S: ShapeStyle>(
    _ content: S,
    style: StrokeStyle,
    antialiased: Bool = true
  ) -> StrokeShapeView<Self, S, EmptyView> {
    StrokeShapeView(
      shape: self,
      style: content,
      strokeStyle: style,
      isAntialiased: antialiased,
      background: EmptyView()
    )
  }

  /// Traces this shape's outline with a style.
  ///
  /// ```swift
  /// Capsule().stroke(.gray, lineWidth: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: The line width.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The stroked shape.
  public func stroke<S: ShapeStyle>(
    _ content: S,
    lineWidth: CGFloat = 1,
    antialiased: Bool = true
  ) -> StrokeShapeView<Self, S, EmptyView> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// This shape's outline as a shape of its own, drawn with the foreground style.
  ///
  /// ```swift
  /// Circle().stroke(style: StrokeStyle(lineWidth: 2, dash: [4]))
  /// ```
  ///
  /// - Parameter style: The stroke.
  /// - Returns: The stroked shape; its path is ``Path/strokedPath(_:)`` of this one's.
  public func stroke(style: StrokeStyle) -> some Shape {
    _StrokedShape(shape: self, style: style)
  }

  /// This shape's outline as a shape of its own, drawn with the foreground style.
  ///
  /// ```swift
  /// Circle().stroke(lineWidth: 2)
  /// ```
  ///
  /// - Parameter lineWidth: The line width.
  /// - Returns: The stroked shape.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The part of this shape's outline between two fractions of its length; both animate.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 8)
  /// ```
  ///
  /// - Parameters:
  ///   - startFraction: Where the part starts, from 0 to 1.
  ///   - endFraction: Where it ends.
  /// - Returns: The trimmed shape.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }

  /// This shape moved by an offset.
  ///
  /// ```swift
  /// Circle().offset(x: 10, y: 0).fill(.red)
  /// ```
  ///
  /// - Parameters:
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  /// - Returns: The moved shape.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// This shape moved by an offset.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The moved shape.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }
}

extension InsettableShape {
  /// Strokes the inside of this shape's outline, so that the stroke stays in the frame: the
  /// shape inset by half the line width, stroked.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, lineWidth: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - content: The style; the foreground style by default.
  ///   - style: The stroke.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The stroked shape.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground,
    style: StrokeStyle,
    antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(
      shape: self,
      style: content,
      strokeStyle: style,
      isAntialiased: antialiased,
      background: EmptyView()
    )
  }

  /// Strokes the inside of this shape's outline.
  ///
  /// ```swift
  /// Circle().strokeBorder(.blue, lineWidth: 4)
  /// ```
  ///
  /// - Parameters:
  ///   - content: The style; the foreground style by default.
  ///   - lineWidth: The line width.
  ///   - antialiased: Whether edges are smoothed.
  /// - Returns: The stroked shape.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground,
    lineWidth: CGFloat = 1,
    antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A shape's outline as a shape: what `stroke(style:)` and `stroke(lineWidth:)` return.
///
/// Drawn, it is its shape stroked; used as a shape (a clip), its path is the stroked area.
public struct _StrokedShape<Base: Shape>: Shape {
  var shape: Base
  var style: StrokeStyle

  public var animatableData: AnimatablePair<Base.AnimatableData, StrokeStyle.AnimatableData> {
    get { AnimatablePair(shape.animatableData, style.animatableData) }
    set {
      shape.animatableData = newValue.first
      style.animatableData = newValue.second
    }
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).strokedPath(style)
  }
}

/// Part of a shape's outline: what `trim(from:to:)` returns.
///
/// Both fractions animate.
public struct _TrimmedShape<Base: Shape>: Shape {
  var shape: Base
  var startFraction: CGFloat
  var endFraction: CGFloat

  public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
    set {
      shape.animatableData = newValue.first
      startFraction = newValue.second.first
      endFraction = newValue.second.second
    }
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
}

/// A shape moved by an offset: what `offset(x:y:)` on a shape returns.
public struct OffsetShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The offset.
  public var offset: CGSize

  /// Creates a moved shape.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - offset: The offset.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(shape.animatableData, offset.animatableData) }
    set {
      shape.animatableData = newValue.first
      offset.animatableData = newValue.second
    }
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

extension _StrokedShape: WrappingShape {
  static var wrappedShapeName: String { ShapeNames.name(of: Base.self) }
}

extension _TrimmedShape: WrappingShape {
  static var wrappedShapeName: String { ShapeNames.name(of: Base.self) }
}

extension OffsetShape: WrappingShape {
  static var wrappedShapeName: String { ShapeNames.name(of: Content.self) }
}
