import Foundation

/// How transitions are found on a subtree and what they do to it at a phase between the identity
/// state (0) and the active state (1).
@MainActor
enum Transitions {
  /// The transition of the subtree rooted at `node`: the first `transition(_:)` on the chain of
  /// single children below it, or `.opacity`, the default.
  ///
  /// Past a few steps down a long chain (a deep recursive view), the answers found are kept in
  /// `memo` for the render, so that a chain is walked once rather than once per node in it.
  static func transition(
    startingAt node: ViewNode,
    memo: inout [ObjectIdentifier: AnyTransition.Storage]
  ) -> AnyTransition.Storage {
    var current: ViewNode? = node
    var steps = 0
    var remembered: [ViewNode] = []
    var result = AnyTransition.Storage.opacity
    while let candidate = current {
      if let modifier = candidate.primitiveModifier as? _TransitionModifier {
        result = modifier.transition.storage
        break
      }
      steps += 1
      if steps > 32 {
        if let known = memo[ObjectIdentifier(candidate)] {
          result = known
          break
        }
        remembered.append(candidate)
      }
      // The only live child, if there is exactly one.
      var only: ViewNode?
      for child in candidate.children where !child.isRemoved {
        guard only == nil else {
          only = nil
          break
        }
        only = child
      }
      current = only
    }
    for node in remembered { memo[ObjectIdentifier(node)] = result }
    return result
  }

  /// The effect of a transition at `phase` on a view of `size`.
  static func effect(
    of transition: AnyTransition.Storage,
    phase: Double,
    isRemoval: Bool,
    size: CGSize
  ) -> TransitionEffect {
    var effect = TransitionEffect()
    apply(transition, phase: phase, isRemoval: isRemoval, size: size, to: &effect)
    return effect
  }

  private static func apply(
    _ transition: AnyTransition.Storage,
    phase: Double,
    isRemoval: Bool,
    size: CGSize,
    to effect: inout TransitionEffect
  ) {
    let p = CGFloat(phase)
    switch transition {
    case .identity:
      break
    case .opacity:
      effect.opacity *= 1 - phase
    case .scale(let scale, let anchor):
      let factor = 1 + (scale - 1) * p
      effect.scale = CGSize(
        width: effect.scale.width * factor,
        height: effect.scale.height * factor
      )
      effect.scaleAnchor = anchor
    case .offset(let offset):
      effect.offset.width += offset.width * p
      effect.offset.height += offset.height * p
    case .move(let edge):
      let distance = moveDistance(edge, size: size)
      effect.offset.width += distance.width * p
      effect.offset.height += distance.height * p
    case .slide:
      let distance = moveDistance(isRemoval ? .trailing : .leading, size: size)
      effect.offset.width += distance.width * p
    case .asymmetric(let insertion, let removal):
      apply(
        isRemoval ? removal : insertion,
        phase: phase,
        isRemoval: isRemoval,
        size: size,
        to: &effect
      )
    case .combined(let first, let second):
      apply(first, phase: phase, isRemoval: isRemoval, size: size, to: &effect)
      apply(second, phase: phase, isRemoval: isRemoval, size: size, to: &effect)
    case .push(let edge):
      let distance = moveDistance(isRemoval ? opposite(edge) : edge, size: size)
      effect.offset.width += distance.width * p
      effect.offset.height += distance.height * p
      effect.opacity *= 1 - phase
    case .animation(let base, _):
      apply(base, phase: phase, isRemoval: isRemoval, size: size, to: &effect)
    case .custom(let custom):
      effect.modifiers += custom.effects(phase, isRemoval)
    }
  }

  private static func opposite(_ edge: Edge) -> Edge {
    switch edge {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }

  private static func moveDistance(_ edge: Edge, size: CGSize) -> CGSize {
    switch edge {
    case .top: CGSize(width: 0, height: -size.height)
    case .bottom: CGSize(width: 0, height: size.height)
    case .leading: CGSize(width: -size.width, height: 0)
    case .trailing: CGSize(width: size.width, height: 0)
    }
  }
}

/// What a transition does to a view at one phase.
struct TransitionEffect {
  var opacity = 1.0
  var scale = CGSize(width: 1, height: 1)
  var scaleAnchor = UnitPoint.center
  var offset = CGSize.zero
  /// The render effects of a modifier transition, outermost first, applied inside the others.
  var modifiers: [any RenderEffectModifier] = []
}
