public import Foundation

/// Runs its base `delay` seconds late: the base is evaluated at `max(0, time − delay)`.
struct DelayAnimation: CustomAnimation, CustomStringConvertible {
  var base: Animation
  var delay: TimeInterval

  func baseTime(_ time: TimeInterval) -> TimeInterval { Swift.max(0, time - delay) }

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: baseTime(time), context: &context)
  }

  func velocity<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: baseTime(time), context: context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation,
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.as(DelayAnimation.self), previous.delay == delay else {
      return false
    }
    return base.shouldMerge(
      previous: previous.base,
      value: value,
      time: baseTime(time),
      context: &context
    )
  }

  var description: String { "DelayAnimation(delay: \(delay), base: \(base))" }
}

extension Animation {
  /// Delays the start of the animation by `delay` seconds.
  ///
  /// During the delay the value stays at its start, though the animation is already running.
  /// A negative delay starts the animation part-way through (SwiftUI's formula,
  /// `max(0, t − delay)`); a NaN delay is 0.
  ///
  /// ```swift
  /// withAnimation(.easeIn.delay(0.2)) { isVisible = true }
  /// ```
  ///
  /// - Parameter delay: The delay in seconds.
  /// - Returns: The delayed animation.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(DelayAnimation(base: self, delay: delay.isNaN ? 0 : delay))
  }
}
