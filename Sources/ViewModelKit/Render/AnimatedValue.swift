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

  init(_ value: Value) {
    model = value
    presented = value
  }

  var isAnimating: Bool { animator != nil }

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
      presented = target
      return false
    }
    if animator == nil {
      animator = Animator(animation: animation, interval: interval, at: time)
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
  }

  mutating func addListeners(logical: [Int], removal: [Int]) {
    animator?.addListeners(logical: logical, removal: removal)
  }

  /// Evaluates the animation at `time`; returns the listeners that completed.
  mutating func tick(at time: Double) -> (logical: [Int], removed: [Int]) {
    guard var running = animator else { return ([], []) }
    let frame = running.update(at: time)
    if let animated = frame.animated {
      presented = running.presentedValue(model: model, animated: animated)
      animator = running
    } else {
      presented = model
      animator = nil
    }
    return (frame.logicallyCompleted, frame.removed)
  }
}
