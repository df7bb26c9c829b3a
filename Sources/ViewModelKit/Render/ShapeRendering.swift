import Foundation

/// A shape view's paint, resolved in its environment.
struct ResolvedPaintLayer {
  var kind: ViewSnapshot.Drawing.Kind
  var paint: ViewSnapshot.Paint
  /// The path drawn when it is not the shape's own (a stroke border's inset path).
  var insetPath: (@Sendable (CGRect, Any?) -> Path)?
}

/// How the renderer describes what shapes, colours and clips draw.
@MainActor
enum ShapeRendering {
  /// Resolves the paints of a node's view (shape views, colours, gradients) and its clip, in
  /// the node's environment.
  static func describe(_ item: RenderItem, node: ViewNode) {
    if item.isModifier {
      if let clip = node.primitiveModifier as? any ClipModifier { item.clip = clip.clipDescription }
      return
    }
    let environment = node.environment
    if let shape = item.shape {
      guard let layers = (shape as? any ShapePaintLayers)?.paintLayers else { return }
      item.paintEnvironment = environment.version
      let paints = layers.map { layer in
        let kind: ViewSnapshot.Drawing.Kind =
          switch layer.kind {
          case .fill(let style): .fill(style)
          case .stroke(let style): .stroke(style)
          }
        return ResolvedPaintLayer(
          kind: kind,
          paint: PaintResolution.paint(layer.style, in: environment),
          insetPath: layer.insetPath
        )
      }
      item.paints = paints
      item.fill = nil
      if paints.count == 1, case .fill = paints[0].kind, case .color(let color) = paints[0].paint {
        item.fill = color
      }
    } else if !node.facts.contains(.layoutCandidate) {
      // Neither a colour nor a filling view (both are layout candidates).
      return
    } else if let color = node.view as? Color {
      item.paintEnvironment = environment.version
      item.fill = PaintResolution.fixed(color, environment)
    } else if let filling = node.view as? any StyleFillingView {
      item.paintEnvironment = environment.version
      item.paints = [
        ResolvedPaintLayer(
          kind: .fill(FillStyle()),
          paint: PaintResolution.paint(filling.fillingStyle, in: environment)
        )
      ]
    }
  }

  /// The drawings of an item, for a snapshot.
  static func drawings(of item: RenderItem) -> [ViewSnapshot.Drawing] {
    guard let paints = item.paints else { return [] }
    let data = item.shapeData?.presented
    let bounds = CGRect(origin: .zero, size: item.presentedFrame.size)
    return paints.map { layer in
      let path = layer.insetPath.map { $0(bounds, data) } ?? item.path
      return ViewSnapshot.Drawing(kind: layer.kind, paint: layer.paint, path: path)
    }
  }

  /// What animates of an item's view: a shape view's data (its shape's, and its colour's when
  /// it is drawn with one), or a `Color` view's colour; `nil` for other views.
  static func animatableData(of item: RenderItem, node: ViewNode) -> (any VectorArithmetic)? {
    if let shape = item.shape { return shape.shapeData }
    guard item.fill != nil, item.paints == nil, let color = node.view as? Color else { return nil }
    return color.resolved.animatableData
  }

  /// The colour of a one-colour shape while its colour animates: the presented one (its
  /// components interpolated in linear light, from the light appearance's values).
  static func animatingColor(of item: RenderItem) -> Color? {
    guard let data = item.shapeData, data.isAnimating, item.paints?.count == 1,
      case .color(let target) = item.paints?.first?.paint,
      let presented = (item.shape as? any ShapePaintLayers)?.presentedColor(data: data.presented),
      presented != target.resolved
    else { return nil }
    return Color(presented)
  }

  /// The trim of an item's shape at its presented data.
  static func trim(of item: RenderItem) -> ClosedRange<CGFloat>? {
    (item.shape as? any ShapePaintLayers)?.trim(data: item.shapeData?.presented)
  }
}

extension ShapeRendering {
  /// A clip's path in screen coordinates: its shape in the modifier's presented frame, moved
  /// by the offsets and scales above it.
  static func clip(
    _ clip: ClipDescription,
    item: RenderItem,
    _ context: Snapshots.Context
  ) -> (path: Path, name: String) {
    let frame = item.presentedFrame
    let local = clip.shape.path(in: CGRect(origin: .zero, size: frame.size))
    let transform = context.transform
    let path = local.mapPoints { point in
      CGPoint(
        x: transform.scaleX * (point.x + frame.minX) + transform.translateX,
        y: transform.scaleY * (point.y + frame.minY) + transform.translateY
      )
    }
    return (path, clip.name)
  }
}

extension ViewSnapshot.Node {
  /// The node with what its item paints, its trim and the clip over it.
  @MainActor
  func drawing(_ item: RenderItem, clip: (path: Path, name: String)?) -> ViewSnapshot.Node {
    if item.shape == nil, item.paints == nil, let data = item.shapeData, data.isAnimating,
      let components = data.presented as? Color.Resolved.AnimatableData
    {
      var color = Color.Resolved(red: 0, green: 0, blue: 0)
      color.animatableData = components
      var node = self
      node.fill = Color(color)
      return clip.map { node.clipped(by: $0) } ?? node
    }
    guard item.paints != nil || clip != nil else { return self }
    var node = self
    if item.paints != nil {
      node.drawings = ShapeRendering.drawings(of: item)
      node.trim = ShapeRendering.trim(of: item)
      if let color = ShapeRendering.animatingColor(of: item) {
        node.drawings = node.drawings.map { drawing in
          ViewSnapshot.Drawing(kind: drawing.kind, paint: .color(color), path: drawing.path)
        }
        if node.fill != nil { node.fill = color }
      }
    }
    return clip.map { node.clipped(by: $0) } ?? node
  }

  private func clipped(by clip: (path: Path, name: String)) -> ViewSnapshot.Node {
    var node = self
    node.clip = clip.path
    node.clipShape = clip.name
    return node
  }
}
