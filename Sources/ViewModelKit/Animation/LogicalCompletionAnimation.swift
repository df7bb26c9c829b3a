public import Foundation

/// Reports logical completion at a fixed time, leaving its base's motion unchanged.
struct LogicalCompletionAnimation: CustomAnimation, CustomStringConvertible {
  var base: Animation
  var duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    let result = base.animate(value: value, time: time, context: &context)
    if time >= duration {
      context.isLogicallyComplete = true
    }
    return result
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

  var description: String {
    "LogicalCompletionAnimation(duration: \(duration), base: \(base))"
  }
}

extension Animation {
  /// Reports the animation logically complete `duration` seconds after it starts.
  ///
  /// The motion is unchanged, and an animation that finishes earlier is complete when it
  /// finishes. A NaN duration is 0.
  ///
  /// ```swift
  /// withAnimation(.bouncy.logicallyComplete(after: 0.2)) { isOn = true } completion: {
  ///   showNextStep()
  /// }
  /// ```
  ///
  /// - Parameter duration: The time after which the animation counts as complete.
  /// - Returns: The animation.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation(LogicalCompletionAnimation(base: self, duration: duration.isNaN ? 0 : duration))
  }
}
