import Foundation

/// A built-in modifier drawn as a render effect: one animatable value (`effectData`, possibly
/// ``EmptyAnimatableData``) and what it does to the content when drawn.
///
/// The renderer keeps the value on the modifier's render item and animates it with the
/// transaction that reached the modifier, as it does opacity; snapshots apply the presented value.
/// Transitions built from modifiers (`AnyTransition.modifier(active:identity:)`) interpolate the
/// values of the same effects between two states.
@MainActor
protocol RenderEffectModifier: PrimitiveModifier {
  associatedtype EffectData: VectorArithmetic
  /// The part of the effect that animates.
  var effectData: EffectData { get set }
  /// Applies the effect to the content below it, whose frame (before the effects above it) is
  /// `frame`.
  func apply(frame: CGRect, to context: inout Snapshots.Context)
}

extension RenderEffectModifier {
  /// A copy showing `data` (of this effect's data type), or this effect unchanged.
  func presenting(_ data: Any) -> any RenderEffectModifier {
    guard let data = data as? EffectData else { return self }
    var copy = self
    copy.effectData = data
    return copy
  }

  /// This effect moved from `self` (the identity state, at 0) towards `active` (at 1), or `nil`
  /// when `active` is another kind of effect.
  func interpolated(towards active: any RenderEffectModifier, by fraction: Double) -> Self? {
    guard let active = active as? Self else { return nil }
    var copy = active
    var delta = active.effectData - effectData
    delta.scale(by: fraction)
    copy.effectData = effectData + delta
    return copy
  }
}

/// The render effect of one modifier's item: the modifier as last described and its value.
///
/// Only items of render-effect modifiers have one, so other items do no work for it.
@MainActor
final class RenderEffect {
  var modifier: any RenderEffectModifier
  let data: ErasedAnimatedValue

  init(_ modifier: any RenderEffectModifier) {
    self.modifier = modifier
    data = ErasedAnimatedValue(modifier.effectData)
  }

  /// The modifier showing the presented value.
  var presented: any RenderEffectModifier { modifier.presenting(data.presented) }
}

extension RenderItem {
  /// Takes a render-effect modifier's new value: animated with `animation`, or a jump.
  ///
  /// - Returns: Whether the change started or joined an animation.
  func setEffect(
    _ modifier: any RenderEffectModifier,
    animation: Animation?,
    at time: FrameTime
  )
    -> Bool
  {
    guard let effect else {
      effect = RenderEffect(modifier)
      return false
    }
    effect.modifier = modifier
    let started = effect.data.set(modifier.effectData, animation: animation, at: time)
    effectDidChange()
    return started
  }
}

extension Snapshots.Context {
  /// Appends an effect that applies to everything below; clips intersect into one, and an
  /// effect at its neutral value (a blur of radius 0, a brightness of 0) draws nothing and is
  /// left out.
  mutating func append(_ effect: ViewSnapshot.Effect) {
    guard !effect.isNeutral else { return }
    if case .clip(let rect, let antialiased) = effect,
      let index = effects.firstIndex(where: { if case .clip = $0 { true } else { false } }),
      case .clip(let outer, _) = effects[index]
    {
      let clip = outer.intersection(rect)
      effects[index] = .clip(
        clip.isNull ? CGRect(origin: rect.origin, size: .zero) : clip,
        antialiased: antialiased
      )
      return
    }
    effects.append(effect)
  }
}

/// The point of `frame` at a unit anchor.
func anchorPoint(_ anchor: UnitPoint, in frame: CGRect) -> CGPoint {
  CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
}

extension ViewSnapshot.Effect {
  /// Whether the effect leaves the content as it is.
  var isNeutral: Bool {
    switch self {
    case .blur(let radius, _): radius == 0
    case .brightness(let amount): amount == 0
    case .contrast(let amount), .saturation(let amount): amount == 1
    case .grayscale(let amount): amount == 0
    case .hueRotation(let angle): angle.radians == 0
    case .colorMultiply(let color): color.resolve() == Color.white.resolve()
    case .shadow(_, let radius, let x, let y): radius == 0 && x == 0 && y == 0
    case .rotation3D(let rotation): rotation.angle.radians == 0
    default: false
    }
  }
}
