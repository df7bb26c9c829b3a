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
    context.rotation += angle.animatableData
  }
}
