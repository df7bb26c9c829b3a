/// One animatable property of one drawn view: its model (target) value and, while it animates,
/// the animator that presents the values in between.
///
/// A change with an animation in its transaction starts an animator, or joins the running one
/// (springs merge, other animations combine), so the presented value never jumps; a change
/// without one jumps.
struct AnimatedValue<Value: VectorArithmetic> {
  private(set) var model: Value
  private(set) var presented: Value
  private(set) var animator: Animator<Value>?
  /// Whether an animator runs; kept as a flag (set with `animator`), so that asking does not
  /// copy the animator.
  private(set) var isAnimating = false

  init(_ value: Value) {
    model = value
    presented = value
  }

  /// Sets a new target: animated with `animation` from the presented value, or a jump.
  ///
  /// - Returns: Whether the change started or joined an animation.
  @discardableResult
  mutating func set(_ target: Value, animation: Animation?, at time: Double) -> Bool {
    guard target != model else { return false }
    let interval = target - model
    model = target
    guard let animation else {
      animator = nil
      isAnimating = false
      presented = target
      return false
    }
    if !isAnimating {
      animator = Animator(animation: animation, interval: interval, at: time)
      isAnimating = true
    } else {
      animator?.combine(with: animation, interval: interval, at: time)
    }
    return true
  }

  /// Jumps to a value, dropping any animation.
  mutating func reset(to value: Value) {
    model = value
    presented = value
    animator = nil
    isAnimating = false
  }

  mutating func addListeners(logical: [Int], removal: [Int]) {
    animator?.addListeners(logical: logical, removal: removal)
  }

  /// Evaluates the animation at `time`; returns the listeners that completed.
  mutating func tick(at time: Double) -> (logical: [Int], removed: [Int]) {
    guard isAnimating, let frame = animator?.update(at: time) else { return ([], []) }
    if let animated = frame.animated {
      presented = animator?.presentedValue(model: model, animated: animated) ?? model
    } else {
      presented = model
      animator = nil
      isAnimating = false
    }
    return (frame.logicallyCompleted, frame.removed)
  }
}
