public import Foundation

/// How a change of an animatable value plays out over time.
///
/// Animations are values: create them with the factory members (``linear``, ``easeInOut``,
/// ``spring(duration:bounce:blendDuration:)``, ``smooth``, …), adjust them with ``delay(_:)``,
/// ``speed(_:)`` and ``repeatCount(_:autoreverses:)``, or wrap a ``CustomAnimation``.
///
/// ```swift
/// let animation = Animation.easeInOut(duration: 0.3).delay(0.1)
/// var context = AnimationContext<Double>()
/// animation.animate(value: 100.0, time: 0.25, context: &context)  // 50.0
/// ```
public struct Animation: Hashable, Sendable {
  /// The custom animation this value wraps.
  ///
  /// ```swift
  /// let base = Animation(MyAnimation()).base
  /// ```
  public let base: any CustomAnimation

  /// Wraps a custom animation.
  ///
  /// ```swift
  /// let animation = Animation(MyAnimation())
  /// ```
  ///
  /// - Parameter base: The custom animation.
  public init<A: CustomAnimation>(_ base: A) {
    self.base = base
  }

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
  public func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    // For frames and sizes (nested pairs, very slow in unspecialised code), springs and timing
    // curves are called directly, so that code specialised for `V` (a frame's animator) stays
    // specialised. Anything else goes through `base`, as it always does in unspecialised code.
    if V.self == CGRect.AnimatableData.self || V.self == CGSize.AnimatableData.self {
      let type = type(of: base)
      if type == FluidSpringAnimation.self, let spring = base as? FluidSpringAnimation {
        return spring.animate(value: value, time: time, context: &context)
      }
      if type == BezierAnimation.self, let curve = base as? BezierAnimation {
        return curve.animate(value: value, time: time, context: &context)
      }
    }
    return base.animate(value: value, time: time, context: &context)
  }

  /// Returns the velocity of the animated value at `time`, if the animation knows it.
  ///
  /// ```swift
  /// var context = AnimationContext<Double>()
  /// _ = Animation.smooth.animate(value: 1.0, time: 0.1, context: &context)
  /// Animation.smooth.velocity(value: 1.0, time: 0.1, context: context)  // the spring's speed
  /// ```
  ///
  /// - Parameters:
  ///   - value: The interval being animated.
  ///   - time: The time since the animation began, in seconds.
  ///   - context: The animation's state.
  /// - Returns: The velocity in units of `value` per second, or `nil`.
  public func velocity<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  /// Returns whether this animation takes over a running `previous` animation.
  ///
  /// Fluid springs (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring` and `default`)
  /// return `true` whatever `previous` is, and rewrite `context` — the running animation's
  /// state as its last frame left it — into their own: the velocity and force of that last frame
  /// are kept, and only the position is taken from advancing `previous` to `time` (its
  /// `animate(value:time:context:)` there); the spring's clocks restart at `time`. Timing curves,
  /// interpolating springs and custom animations return `false` by default: the two then run
  /// together, the newer animating the gap between the older one's value and the new target.
  ///
  /// A ``ViewHost`` decides every interruption by this method, once per change, after the frames
  /// evaluated so far, at `time` = `Double(m) / framesPerSecond` for a change `m` frames after the
  /// running animation began; it then evaluates the new animation over the summed interval on the
  /// merged context at `Double(k) / framesPerSecond`, `k` frames after that start. Driving the API
  /// that way gives the host's values exactly. A change before the animation's first frame
  /// replaces it instead, as SwiftUI does.
  ///
  /// ```swift
  /// var context = AnimationContext<Double>()
  /// _ = Animation.smooth.animate(value: 100.0, time: 1.0 / 60, context: &context)
  /// Animation.bouncy.shouldMerge(previous: .smooth, value: 100.0, time: 1.5 / 60, context: &context)
  /// // true: the spring retargets, keeping velocity and force
  /// Animation.bouncy.animate(value: 160.0, time: 2.0 / 60, context: &context)  // 100 + 60 in all
  /// ```
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The running animation's interval.
  ///   - time: The time since the running animation began.
  ///   - context: The running animation's state, which this animation may adopt.
  /// - Returns: Whether to replace `previous` rather than combine with it.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation,
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// The wrapped animation as a `T`, if it is one.
  package func `as`<T: CustomAnimation>(_ type: T.Type) -> T? { base as? T }

  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
  /// A description of the wrapped animation and its parameters.
  ///
  /// ```swift
  /// print(Animation.default)  // DefaultAnimation()
  /// ```
  public var description: String { String(describing: base) }

  /// The wrapped animation with its module, inside `AnyAnimator(…)`, as SwiftUI prints it.
  ///
  /// ```swift
  /// debugPrint(Animation.default)  // AnyAnimator(ViewModelKit.DefaultAnimation())
  /// ```
  public var debugDescription: String {
    let module = String(reflecting: type(of: base)).prefix { $0 != "." }
    return "AnyAnimator(\(module).\(description))"
  }
}

extension Animation: CustomReflectable {
  /// A mirror of the animation with one child, `base`: the wrapped animation.
  ///
  /// ```swift
  /// Animation.default.customMirror.description  // "Mirror for Animation"
  /// ```
  public var customMirror: Mirror { Mirror(self, children: ["base": base]) }
}
