import Foundation

/// `Animation.default`: a distinct value that forwards everything to its base, the iOS 17
/// default spring (response 0.55, damping fraction 1, per Apple's documentation).
struct DefaultAnimation: CustomAnimation, CustomStringConvertible {
  /// The animation `default` runs.
  static let baseAnimation = FluidSpringAnimation(
    response: 0.55,
    dampingFraction: 1,
    blendDuration: 0
  )

  var base: FluidSpringAnimation { Self.baseAnimation }

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  func velocity<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation,
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  var description: String { "DefaultAnimation()" }
}

extension Animation {
  /// The default animation: since iOS 17 a critically damped spring (response 0.55, damping
  /// fraction 1, blend duration 0).
  ///
  /// It is a value of its own (its description is `DefaultAnimation()`) that behaves as that
  /// spring, and it retargets like any fluid spring when interrupted.
  ///
  /// ```swift
  /// withAnimation(.default) { isExpanded.toggle() }
  /// ```
  public static let `default` = Animation(DefaultAnimation())
}
