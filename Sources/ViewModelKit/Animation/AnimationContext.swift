import Foundation

/// The state an animation keeps between the calls that evaluate it.
///
/// Unlike SwiftUI, the context has a public initializer, so that tests and other runtimes can
/// drive an animation directly by calling it at increasing times with the same context:
///
/// ```swift
/// var context = AnimationContext<Double>()
/// for frame in 0...30 {
///   let t = Double(frame) / 60
///   guard let offset = Animation.smooth.animate(value: 1.0, time: t, context: &context)
///   else { break }  // finished: the value is at its target
///   print(t, offset)
/// }
/// ```
///
/// A ``ViewHost`` calls an animation `k` frames after it began at exactly
/// `Double(k) / Double(host.framesPerSecond)`, whatever host frame it began at (and merges a
/// change made `m` frames after the start at `Double(m) / Double(host.framesPerSecond)`), so
/// driving it that way, as above, reproduces the host's frames exactly. (Not `host.time − start`:
/// that difference can be one rounding away, and a fluid spring, which counts its 1/300 s steps
/// against the time it is given, can then take one step more or less in a frame.)
///
/// SwiftUI's context also carries the environment; this one does not (yet).
public struct AnimationContext<Value: VectorArithmetic> {
  /// The animation's state, keyed by ``AnimationStateKey`` types.
  ///
  /// ```swift
  /// context.state[MyState.self].count += 1
  /// ```
  public var state: AnimationState<Value>

  /// Whether the animation has logically completed (it may keep running after that).
  ///
  /// An animation that never sets it completes logically when it finishes.
  ///
  /// ```swift
  /// var context = AnimationContext<Double>()
  /// _ = Animation.smooth.animate(value: 1.0, time: 0.5, context: &context)
  /// context.isLogicallyComplete  // true: a fluid spring completes logically after `response`
  /// ```
  public var isLogicallyComplete: Bool

  /// Creates an empty context for driving an animation from its start.
  ///
  /// ```swift
  /// var context = AnimationContext<CGPoint.AnimatableData>()
  /// ```
  public init() {
    state = AnimationState()
    isLogicallyComplete = false
  }

  /// Creates a context with the given state.
  ///
  /// ```swift
  /// let context = AnimationContext(state: AnimationState<Double>())
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state to start from.
  ///   - isLogicallyComplete: Whether the animation has already logically completed.
  public init(state: AnimationState<Value>, isLogicallyComplete: Bool = false) {
    self.state = state
    self.isLogicallyComplete = isLogicallyComplete
  }
}
