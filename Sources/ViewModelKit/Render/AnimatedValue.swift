/// One animatable property of one drawn view: its model (target) value and, while it animates,
/// the animator that presents the values in between.
///
/// A change with an animation in its transaction starts an animator, or joins the running one
/// (springs merge, other animations combine), so the presented value never jumps; a change
/// without one jumps.
struct AnimatedValue<Value: VectorArithmetic> {
  // In the order a frame reads them.
  /// Whether an animator runs; kept as a flag (set with `animator`), so that asking does not
  /// copy the animator.
  private(set) var isAnimating = false
  private(set) var animator: Animator<Value>?
  private(set) var model: Value
  private(set) var presented: Value

  init(_ value: Value) {
    model = value
    presented = value
  }

  /// Sets a new target: animated with `animation` from the presented value, or a jump.
  ///
  /// `sharing` holds the animators started in the same render: a new one started with the same
  /// animation and interval as one of them shares its evaluation.
  ///
  /// - Returns: Whether the change started or joined an animation.
  @discardableResult
  mutating func set(
    _ target: Value,
    animation: Animation?,
    at time: Double,
    sharing: AnimatorSharing? = nil
  ) -> Bool {
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
      let started = Animator(animation: animation, interval: interval, at: time)
      animator = sharing?.share(started) ?? started
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

  /// Evaluates the animation at `time` for frame `stamp` (an evaluation shared with another
  /// value is made once per stamp), adding the evaluations made to `evaluations`; returns the
  /// listeners that completed.
  mutating func tick(
    at time: Double,
    stamp: Int,
    evaluations: inout Int
  ) -> (
    logical: [Int], removed: [Int]
  ) {
    guard isAnimating,
      let frame = animator?.update(at: time, stamp: stamp, evaluations: &evaluations)
    else { return ([], []) }
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

/// The animators started in one render, so that a value starting the same animation over the
/// same interval at the same time shares the evaluation of one started before it.
///
/// Only the most recent few animators of each value type are looked at: the values of one view
/// (a modifier and its content share their frame) and of neighbouring views start together.
final class AnimatorSharing {
  private var recent: [ObjectIdentifier: [Any]] = [:]
  /// How many recent animators of one value type are looked at.
  private static let depth = 4

  /// Forgets every animator (a new render starts).
  func removeAll() {
    if !recent.isEmpty { recent = [:] }
  }

  /// An animator sharing the evaluation of a recent equal one, or `animator`, remembered.
  func share<Value>(_ animator: Animator<Value>) -> Animator<Value> {
    let key = ObjectIdentifier(Value.self)
    var list = recent[key] ?? []
    for case let candidate as Animator<Value> in list.reversed()
    where candidate.canBeShared(
      animation: animator.animation,
      interval: animator.interval,
      at: animator.beginTime
    ) {
      return Animator(sharing: candidate)
    }
    list.append(animator)
    if list.count > Self.depth { list.removeFirst() }
    recent[key] = list
    return animator
  }
}
