public import Foundation

/// A type that defines how an animatable value changes over time.
///
/// An animation is never told `from` and `to`; it receives the interval `to − from` and the
/// time since it began, and returns how much of the interval is covered, or `nil` when it has
/// finished. Wrap a conforming type in ``Animation`` to use it.
///
/// ```swift
/// struct Halfway: CustomAnimation {
///   func animate<V: VectorArithmetic>(
///     value: V, time: TimeInterval, context: inout AnimationContext<V>
///   ) -> V? {
///     time < 1 ? value.scaled(by: 0.5) : nil
///   }
/// }
/// let animation = Animation(Halfway())
/// ```
public protocol CustomAnimation: Hashable, Sendable {
  /// Returns the animated part of `value` at `time`, or `nil` when the animation has finished.
  ///
  /// ```swift
  /// var context = AnimationContext<Double>()
  /// Animation.linear(duration: 1).animate(value: 10.0, time: 0.5, context: &context)  // 5.0
  /// ```
  ///
  /// - Parameters:
  ///   - value: The interval to animate, `to − from`.
  ///   - time: The time since the animation began, in seconds.
  ///   - context: The animation's state, kept between calls.
  /// - Returns: The part of `value` covered at `time`, or `nil` once finished.
  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V?

  /// Returns the velocity of the animated value at `time`, if the animation knows it.
  ///
  /// ```swift
  /// let context = AnimationContext<Double>()
  /// Animation.linear.velocity(value: 1.0, time: 0, context: context)  // nil
  /// ```
  ///
  /// - Parameters:
  ///   - value: The interval being animated.
  ///   - time: The time since the animation began, in seconds.
  ///   - context: The animation's state.
  /// - Returns: The velocity in units of `value` per second, or `nil`.
  func velocity<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: AnimationContext<V>
  ) -> V?

  /// Returns whether this animation takes over a running `previous` animation.
  ///
  /// Returning `true` makes this animation replace `previous`, keeping the state in `context`
  /// (a spring keeps its position and velocity). Returning `false` runs both and combines
  /// their results.
  ///
  /// ```swift
  /// var context = AnimationContext<Double>()
  /// Animation.smooth.shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &context)
  /// // true
  /// ```
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The running animation's interval.
  ///   - time: The time since the running animation began.
  ///   - context: The running animation's state, which this animation may adopt.
  /// - Returns: Whether to replace `previous` rather than combine with it.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation,
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity is known by default.
  ///
  /// ```swift
  /// Animation.linear.velocity(value: 1.0, time: 0, context: AnimationContext())  // nil
  /// ```
  ///
  /// - Parameters:
  ///   - value: The interval being animated.
  ///   - time: The time since the animation began, in seconds.
  ///   - context: The animation's state.
  /// - Returns: `nil`.
  public func velocity<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: AnimationContext<V>
  ) -> V? { nil }

  /// Animations combine with, rather than replace, a running animation by default.
  ///
  /// ```swift
  /// var context = AnimationContext<Double>()
  /// Animation.linear.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context)
  /// // false
  /// ```
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The running animation's interval.
  ///   - time: The time since the running animation began.
  ///   - context: The running animation's state.
  /// - Returns: `false`.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation,
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool { false }
}
