import Foundation

/// Runs its base faster or slower: the base is evaluated at `time × speed`.
struct SpeedAnimation: CustomAnimation, CustomStringConvertible {
  var base: Animation
  var speed: Double

  func baseTime(_ time: TimeInterval) -> TimeInterval { time * speed }

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
    base.velocity(value: value, time: baseTime(time), context: context)?.scaled(by: speed)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation,
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.as(SpeedAnimation.self), previous.speed == speed else {
      return false
    }
    return base.shouldMerge(
      previous: previous.base,
      value: value,
      time: baseTime(time),
      context: &context
    )
  }

  var description: String { "SpeedAnimation(speed: \(speed), base: \(base))" }
}

extension Animation {
  /// Changes the speed of the animation: 2 runs twice as fast, 0.5 half as fast.
  ///
  /// Speed 0 holds the animation at its start (it never finishes), as in SwiftUI. A negative
  /// speed is clamped to 0, and speeds above 1,000,000 (infinity too) to 1,000,000, so that time
  /// never runs backwards or becomes infinite. A NaN speed is no speed at all: the animation runs
  /// at its own pace (speed 1).
  ///
  /// ```swift
  /// withAnimation(.linear(duration: 1).speed(2)) { progress = 1 }  // takes 0.5 s
  /// ```
  ///
  /// - Parameter speed: The factor applied to time.
  /// - Returns: The sped-up or slowed-down animation.
  public func speed(_ speed: Double) -> Animation {
    Animation(SpeedAnimation(base: self, speed: speed.sanitized(in: 0...1_000_000, nan: 1)))
  }
}
