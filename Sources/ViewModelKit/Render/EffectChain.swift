import Foundation

/// Reads the render effects a modifier's body applies, so that a transition can draw a modifier
/// between two states without putting it in the graph.
@MainActor
enum EffectChain {
  /// The effects of `identity` moved towards `active` by `fraction` (0 is the identity state,
  /// 1 the active one), outermost first.
  ///
  /// An `Animatable` modifier is interpolated and its body read at the interpolated value; for
  /// another, the effects of both bodies are interpolated pairwise, or, when the two bodies
  /// apply different effects, the active state shows while the transition runs.
  static func effects<M: ViewModifier>(
    from identity: M,
    towards active: M,
    by fraction: Double
  )
    -> [any RenderEffectModifier]
  {
    if let interpolated = interpolatedAnimatable(identity, active, fraction) {
      return effects(of: interpolated)
    }
    return interpolate(effects(of: identity), effects(of: active), fraction)
  }

  /// The effects of one body moved towards another's by `fraction`, outermost first.
  static func effects(
    fromBody identity: any View,
    towardsBody active: any View,
    by fraction: Double
  )
    -> [any RenderEffectModifier]
  {
    interpolate(effects(ofView: identity), effects(ofView: active), fraction)
  }

  /// The effects a modifier applies, outermost first.
  static func effects<M: ViewModifier>(of modifier: M) -> [any RenderEffectModifier] {
    if let effect = modifier as? any RenderEffectModifier { return [effect] }
    if modifier is any PrimitiveModifier { return [] }
    return effects(ofView: modifier.body(content: _ViewModifier_Content(content: EmptyView())))
  }

  /// The effects a chain of modifiers around a placeholder applies, outermost first.
  static func effects(ofView view: any View) -> [any RenderEffectModifier] {
    var result: [any RenderEffectModifier] = []
    var current = view
    while let layer = current as? any ModifierLayer {
      result += layer.layerEffects
      current = layer.contentView
    }
    return result
  }

  private static func interpolate(
    _ identity: [any RenderEffectModifier],
    _ active: [any RenderEffectModifier],
    _ fraction: Double
  ) -> [any RenderEffectModifier] {
    if fraction == 0 { return identity }
    guard identity.count == active.count else { return active }
    var result: [any RenderEffectModifier] = []
    for (start, end) in zip(identity, active) {
      guard let between = start.interpolated(towards: end, by: fraction) else { return active }
      result.append(between)
    }
    return result
  }

  private static func interpolatedAnimatable<M>(
    _ identity: M,
    _ active: M,
    _ fraction: Double
  )
    -> M?
  {
    guard let animatable = identity as? any Animatable else { return nil }
    return moved(animatable, towards: active, by: fraction) as? M
  }

  private static func moved<A: Animatable>(
    _ identity: A,
    towards active: Any,
    by fraction: Double
  )
    -> A?
  {
    guard A.AnimatableData.self != EmptyAnimatableData.self, let active = active as? A else {
      return nil
    }
    var delta = active.animatableData - identity.animatableData
    delta.scale(by: fraction)
    var result = identity
    result.animatableData = identity.animatableData + delta
    return result
  }
}

/// One layer of a chain of modifiers, read without knowing its types.
@MainActor
protocol ModifierLayer {
  var contentView: any View { get }
  var layerEffects: [any RenderEffectModifier] { get }
}

extension ModifiedContent: ModifierLayer where Content: View, Modifier: ViewModifier {
  var contentView: any View { content }
  var layerEffects: [any RenderEffectModifier] { EffectChain.effects(of: modifier) }
}
