import Foundation

/// SwiftUI's persistent ("fluid") spring: a fixed-step integrator, not the closed form.
///
/// Each call integrates from the last integrated time to `time` in steps of 1/300 s
/// (velocity Verlet with damping on the half-step velocity; the force starts at 0). It
/// finishes once both |velocity| and |force| are at most 0.06 (in animatable-data units) and the
/// remaining distance is at most 1 % of the interval. An interrupting fluid spring takes over the
/// running animation's state (see `shouldMerge`): its velocity and force as the last evaluated
/// frame left them, and its position advanced to the time of the change.
///
/// Step counts are decided by comparing the integrated time, a sum of 1/300 s steps, with
/// `time`, so two times one rounding apart can differ by a whole step in a frame. A host gives
/// exactly `Double(k) / framesPerSecond` `k` frames after the animation began (never a difference
/// of two host times), which is what a caller counting frames gives too.
///
/// Parameter rules: a zero, negative or NaN response is an infinitely stiff spring, which the
/// stiffness cap of 45,000 turns into the stiffest simulated one (SwiftUI's documented
/// meaning); a NaN damping fraction is 1 and a negative one 0; the damping coefficient is capped
/// at 600 /s so that the fixed step stays stable; a negative or NaN blend duration is 0.
struct FluidSpringAnimation: CustomAnimation, CustomStringConvertible {
  var response: Double
  var dampingFraction: Double
  var blendDuration: TimeInterval

  /// The integration step, 1/300 s.
  static let step = 1.0 / 300
  static let maximumStiffness = 45_000.0
  static let maximumDamping = 600.0

  init(response: Double, dampingFraction: Double, blendDuration: TimeInterval) {
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
  }

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    // Reached through an existential, this code is not specialised for the value type: each
    // operation on a nested `AnimatablePair` then looks up witness tables. The pairs the renderer
    // animates (frames; sizes, offsets and scales) take a specialised path.
    typealias Rect = CGRect.AnimatableData
    typealias Size = CGSize.AnimatableData
    if V.self == Rect.self {
      return Self.rebinding(value, time, &context) { (value: Rect, time, context) in
        integrate(value: value, time: time, context: &context)
      }
    }
    if V.self == Size.self {
      return Self.rebinding(value, time, &context) { (value: Size, time, context) in
        integrate(value: value, time: time, context: &context)
      }
    }
    return integrate(value: value, time: time, context: &context)
  }

  /// Calls `body`, written for `W`, with a value and a context of type `V`, which is `W`.
  @inline(__always)
  private static func rebinding<V: VectorArithmetic, W: VectorArithmetic>(
    _ value: V,
    _ time: TimeInterval,
    _ context: inout AnimationContext<V>,
    _ body: (W, TimeInterval, inout AnimationContext<W>) -> W?
  ) -> V? {
    precondition(V.self == W.self)
    return withUnsafeMutablePointer(to: &context) { pointer in
      pointer.withMemoryRebound(to: AnimationContext<W>.self, capacity: 1) { rebound in
        body(unsafeBitCast(value, to: W.self), time, &rebound.pointee)
          .map { unsafeBitCast($0, to: V.self) }
      }
    }
  }

  /// Integrates the spring up to `time`; see the type's description.
  private func integrate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    var spring = context.state.fluidSpring ?? FluidSpringState()
    let r = effectiveResponse(at: time, state: spring)
    let stiffness = Swift.min(
      r > 0 ? pow(2 * .pi / r, 2) : Self.maximumStiffness,
      Self.maximumStiffness
    )
    let fraction = dampingFraction.sanitized(in: 0...Double.greatestFiniteMagnitude, nan: 1)
    let damping = Swift.min(2 * stiffness.squareRoot() * fraction, Self.maximumDamping)
    if time - spring.startTime >= r {
      context.isLogicallyComplete = true
    }
    if time - spring.time > 1 {
      spring.time = time - 1.0 / 60
    }
    // In place: unspecialised generic code (the animation is an existential) pays a metadata
    // look-up for every new value a `+` or `-` makes, none for `+=`, `-=` and `scale(by:)`.
    while spring.time < time {
      var halfVelocity = spring.force
      halfVelocity.scale(by: Self.step / 2)
      halfVelocity += spring.velocity
      var move = halfVelocity
      move.scale(by: Self.step)
      spring.offset += move
      var force = value
      force -= spring.offset
      force.scale(by: stiffness)
      var drag = halfVelocity
      drag.scale(by: -damping)
      force += drag
      spring.force = force
      var velocity = force
      velocity.scale(by: Self.step / 2)
      velocity += halfVelocity
      spring.velocity = velocity
      spring.time += Self.step
    }
    context.state.fluidSpring = spring
    guard spring.offset.isFiniteVector, spring.velocity.isFiniteVector else { return nil }
    guard
      Swift.max(spring.velocity.magnitudeSquared, spring.force.magnitudeSquared) <= 0.0036
    else { return spring.offset }
    let tolerance = value.scaled(by: 0.01).magnitudeSquared
    let remaining = (value - spring.offset).magnitudeSquared
    return tolerance > 0 && tolerance < remaining ? spring.offset : nil
  }

  /// The response, blended from a merged predecessor's over `blendDuration` (smoothstep).
  func effectiveResponse<V>(at time: TimeInterval, state: FluidSpringState<V>) -> Double {
    let base = response.isNaN ? 0 : response
    guard blendDuration > 0, state.blendInterval != 0 else { return base }
    let p = ((time - state.blendStart) / blendDuration).clampedProgress
    return base + state.blendInterval * (1 - p * p * (3 - 2 * p))
  }

  func velocity<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: AnimationContext<V>
  ) -> V? {
    context.state[FluidSpringState<V>.self].velocity
  }

  /// Takes over any running animation (always `true`), rewriting `context` into this spring's state.
  ///
  /// What is kept, in this order, on the running animation's `context` (the state of its last
  /// evaluated frame):
  /// - velocity: `previous.velocity(value:time:context:)` before anything advances, which for a
  ///   fluid spring is its velocity at the last frame; the stored one when `previous` knows none;
  /// - force: the stored one, the last frame's (a non-spring stored none: zero);
  /// - position: `previous.animate(value:time:context:)` at `time`, the running animation
  ///   advanced to the change (`value` once it has finished); only the position is taken from
  ///   advancing, not the velocity or force that advancing computed;
  /// - clocks: integrated time and start time become `time`; a different response of a fluid
  ///   `previous` blends over `blendDuration` from `time`.
  ///
  /// A host calls this once per change, after the frames evaluated so far, at the time since the
  /// running animation began (`Double(m) / framesPerSecond`, `m` frames after it began),
  /// then `animate` over the summed interval on the same context; a change before the first
  /// frame replaces the animation instead (SwiftUI's rule for a pending animator), which for a
  /// spring from rest gives what a merge at time zero gives unless the responses blend.
  ///
  /// ```swift
  /// var context = AnimationContext<Double>()
  /// _ = Animation.smooth.animate(value: 100.0, time: 1.0 / 60, context: &context)
  /// Animation.bouncy.shouldMerge(previous: .smooth, value: 100.0, time: 1.5 / 60, context: &context)
  /// Animation.bouncy.animate(value: 160.0, time: 2.0 / 60, context: &context)
  /// ```
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation,
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool {
    var spring = context.state[FluidSpringState<V>.self]
    if let velocity = previous.velocity(value: value, time: time, context: context) {
      spring.velocity = velocity
    }
    if let offset = previous.animate(value: value, time: time, context: &context) {
      spring.offset = offset
    } else {
      spring.offset = value
    }
    spring.time = time
    spring.startTime = time
    if let previousSpring = previous.fluidSpring, previousSpring.response != response {
      spring.blendInterval = previousSpring.response - response
      spring.blendStart = time
    }
    context.state[FluidSpringState<V>.self] = spring
    return true
  }

  var description: String {
    "FluidSpringAnimation(response: \(response), dampingFraction: \(dampingFraction), "
      + "blendDuration: \(blendDuration))"
  }
}

/// The integrator's per-value state: position, velocity, force and its clocks.
struct FluidSpringState<V: VectorArithmetic>: AnimationStateKey {
  var offset: V = .zero
  var velocity: V = .zero
  var force: V = .zero
  var time: Double = 0
  var startTime: Double = 0
  var blendStart: Double = 0
  var blendInterval: Double = 0

  static var defaultValue: FluidSpringState { FluidSpringState() }
}

extension Animation {
  /// The fluid spring this animation runs, looking through `Animation.default`.
  var fluidSpring: FluidSpringAnimation? {
    `as`(FluidSpringAnimation.self) ?? `as`(DefaultAnimation.self)?.base
  }
}
