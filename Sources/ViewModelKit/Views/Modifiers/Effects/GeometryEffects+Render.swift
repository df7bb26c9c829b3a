import Foundation

// The geometry effects are drawn by the renderer's own properties (opacity, offset, scale,
// rotation); as render effects they are read only by modifier transitions.

extension _OpacityEffect: RenderEffectModifier {
  var effectData: Double {
    get { opacity }
    set { opacity = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.opacity *= min(max(opacity, 0), 1)
  }
}

extension _OffsetEffect: RenderEffectModifier {
  var effectData: CGSize.AnimatableData {
    get { offset.animatableData }
    set { offset.animatableData = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.transform = context.transform.concatenating(.translation(offset))
  }
}

extension _ScaleEffect: RenderEffectModifier {
  var effectData: CGSize.AnimatableData {
    get { scale.animatableData }
    set { scale.animatableData = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.transform = context.transform.concatenating(
      .scale(scale, around: anchorPoint(anchor, in: frame))
    )
  }
}

extension _RotationEffect: RenderEffectModifier {
  var effectData: Double {
    get { angle.animatableData }
    set { angle.animatableData = newValue }
  }

  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.transform = context.transform.concatenating(
      .translation(Self.anchorShift(angle, anchor: anchor, frame: frame))
    )
    context.rotation += angle.animatableData
  }

  /// How far a rotation about `anchor` moves the centre of `frame`: snapshots rotate a view
  /// about its own centre, so a rotation about another point is that rotation and this move.
  static func anchorShift(_ angle: Angle, anchor: UnitPoint, frame: CGRect) -> CGSize {
    guard anchor != .center, angle.radians != 0 else { return .zero }
    let pivot = anchorPoint(anchor, in: frame)
    let (dx, dy) = (frame.midX - pivot.x, frame.midY - pivot.y)
    let (c, s) = (CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians)))
    // Screen coordinates point down, so a positive angle turns clockwise.
    return CGSize(width: c * dx - s * dy - dx, height: s * dx + c * dy - dy)
  }
}
