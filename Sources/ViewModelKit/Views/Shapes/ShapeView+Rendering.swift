import Foundation

/// One way a shape view paints its shape, before its style is resolved.
struct ShapePaintLayer {
  enum Kind {
    case fill(FillStyle)
    case stroke(StrokeStyle)
  }

  var kind: Kind
  var style: any ShapeStyle
  /// The path this layer draws when it is not the shape's own (a stroke border's inset path),
  /// from the bounds and the shape's animatable data.
  var insetPath: (@Sendable (CGRect, Any?) -> Path)?
}

/// A shape view's paints, back to front.
@MainActor
protocol ShapePaintLayers {
  var paintLayers: [ShapePaintLayer] { get }
  /// The trim of the shape with its animatable data replaced by `data`, if it is trimmed.
  func trim(data: Any?) -> ClosedRange<CGFloat>?
  /// The colour animatable data holds, for a view drawn with one colour.
  func presentedColor(data: Any?) -> Color.Resolved?
}

/// A view that fills its frame with a style (a gradient used as a view).
@MainActor
protocol StyleFillingView {
  var fillingStyle: any ShapeStyle { get }
}

extension LinearGradient: StyleFillingView {
  var fillingStyle: any ShapeStyle { self }
}

extension RadialGradient: StyleFillingView {
  var fillingStyle: any ShapeStyle { self }
}

extension AngularGradient: StyleFillingView {
  var fillingStyle: any ShapeStyle { self }
}

extension EllipticalGradient: StyleFillingView {
  var fillingStyle: any ShapeStyle { self }
}

/// What the drawing of a modified shape needs to know about the modification.
protocol ShapeModification {
  /// The stroke, when the shape is a stroked outline (`stroke(lineWidth:)`).
  var strokeStyle: StrokeStyle? { get }
  /// The line a stroked outline follows.
  func centerLine(in rect: CGRect) -> Path
  /// The fractions of a trim at or below this shape.
  var trimFractions: ClosedRange<CGFloat>? { get }
}

extension _StrokedShape: ShapeModification {
  var strokeStyle: StrokeStyle? { style }
  func centerLine(in rect: CGRect) -> Path { shape.path(in: rect) }
  var trimFractions: ClosedRange<CGFloat>? { (shape as? any ShapeModification)?.trimFractions }
}

extension _TrimmedShape: ShapeModification {
  var strokeStyle: StrokeStyle? { nil }
  func centerLine(in rect: CGRect) -> Path { path(in: rect) }
  var trimFractions: ClosedRange<CGFloat>? {
    min(startFraction, endFraction)...max(startFraction, endFraction)
  }
}

/// A shape view's animatable data: its shape's, paired with its colour's when it is drawn with
/// one colour, so that a change of colour animates as SwiftUI animates it.
typealias ColorAnimatedData<ShapeData: VectorArithmetic> =
  AnimatablePair<ShapeData, Color.Resolved.AnimatableData>

extension Shape {
  /// The shape's part of a shape view's animatable data.
  static func shapePart(of data: Any?) -> AnimatableData? {
    if let pair = data as? ColorAnimatedData<AnimatableData> { return pair.first }
    return data as? AnimatableData
  }
}

extension ShapeViewProtocol where Self: ShapeView {
  /// The animatable data of a view drawn with one style: the shape's, and the colour's.
  func animatableData(drawnWith style: some ShapeStyle) -> any VectorArithmetic {
    guard let color = style as? Color else { return shape.animatableData }
    return ColorAnimatedData(shape.animatableData, color.resolved.animatableData)
  }

  /// The colour in animatable data made by `animatableData(drawnWith:)`, if it holds one.
  func presentedColor(data: Any?) -> Color.Resolved? {
    guard let pair = data as? ColorAnimatedData<Content.AnimatableData> else { return nil }
    var color = Color.Resolved(red: 0, green: 0, blue: 0)
    color.animatableData = pair.second
    return color
  }

  func path(in rect: CGRect, data: Any?) -> Path {
    var copy = shape
    if let data = Content.shapePart(of: data) { copy.animatableData = data }
    if let modified = copy as? any ShapeModification, modified.strokeStyle != nil {
      return modified.centerLine(in: rect)
    }
    return copy.path(in: rect)
  }

  var shapeData: any VectorArithmetic { shape.animatableData }

  var shapeTypeName: String { ShapeNames.name(of: Content.self) }

  func trim(data: Any?) -> ClosedRange<CGFloat>? {
    var copy = shape
    if let data = Content.shapePart(of: data) { copy.animatableData = data }
    return (copy as? any ShapeModification)?.trimFractions
  }

  /// The paints of the views beneath (`Background`).
  func backgroundLayers(_ background: some View) -> [ShapePaintLayer] {
    (background as? any ShapePaintLayers)?.paintLayers ?? []
  }

  /// The kind of a fill of this shape: a stroke for a stroked outline.
  func fillKind(_ fillStyle: FillStyle) -> ShapePaintLayer.Kind {
    if let stroke = (shape as? any ShapeModification)?.strokeStyle { return .stroke(stroke) }
    return .fill(fillStyle)
  }
}

extension _ShapeView: PrimitiveView, ShapeViewProtocol, ShapePaintLayers {
  var paintLayers: [ShapePaintLayer] { [ShapePaintLayer(kind: fillKind(fillStyle), style: style)] }
  var shapeData: any VectorArithmetic { animatableData(drawnWith: style) }
}

@MainActor
extension FillShapeView: PrimitiveView, ShapeViewProtocol, ShapePaintLayers {
  var paintLayers: [ShapePaintLayer] {
    backgroundLayers(background) + [ShapePaintLayer(kind: fillKind(fillStyle), style: style)]
  }
}

@MainActor
extension StrokeShapeView: PrimitiveView, ShapeViewProtocol, ShapePaintLayers {
  var paintLayers: [ShapePaintLayer] {
    backgroundLayers(background) + [ShapePaintLayer(kind: .stroke(strokeStyle), style: style)]
  }

  var shapeData: any VectorArithmetic {
    background is EmptyView ? animatableData(drawnWith: style) : shape.animatableData
  }
}

@MainActor
extension StrokeBorderShapeView: PrimitiveView, ShapeViewProtocol, ShapePaintLayers {
  var paintLayers: [ShapePaintLayer] {
    let (shape, amount) = (self.shape, strokeStyle.lineWidth / 2)
    let inset: @Sendable (CGRect, Any?) -> Path = { rect, data in
      var copy = shape
      if let data = Content.shapePart(of: data) { copy.animatableData = data }
      return copy.inset(by: amount).path(in: rect)
    }
    return backgroundLayers(background) + [
      ShapePaintLayer(kind: .stroke(strokeStyle), style: style, insetPath: inset)
    ]
  }

  var shapeData: any VectorArithmetic {
    background is EmptyView ? animatableData(drawnWith: style) : shape.animatableData
  }
}
