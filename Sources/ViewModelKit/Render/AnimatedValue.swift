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
    at time: FrameTime,
    sharing: AnimatorSharing? = nil
  ) -> Bool {
    guard let animation else {
      jump(to: target)
      return false
    }
    guard target != model else { return false }
    let interval = target - model
    model = target
    if !isAnimating {
      let started = Animator(animation: animation, interval: interval, at: time)
      animator = sharing?.share(started) ?? started
      isAnimating = true
    } else {
      animator?.combine(with: animation, interval: interval, at: time)
    }
    return true
  }

  /// Sets a new target without animation, dropping any animation (a change to the current target
  /// keeps it).
  mutating func jump(to target: Value) {
    guard target != model else { return }
    model = target
    presented = target
    if isAnimating {
      animator = nil
      isAnimating = false
    }
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
  /// value is made once per stamp), adding the evaluations made to `evaluations` and the
  /// listeners that completed to `reported`.
  mutating func tick(
    at time: FrameTime,
    stamp: Int,
    evaluations: inout Int,
    reported: inout ReportedListeners
  ) {
    guard isAnimating, animator != nil else { return }
    if let animated = animator!
      .update(
        at: time,
        stamp: stamp,
        evaluations: &evaluations,
        reported: &reported
      )
    {
      presented = animator!.presentedValue(model: model, animated: animated)
    } else {
      presented = model
      animator = nil
      isAnimating = false
    }
  }
}

/// The animators started in one render, so that a value starting the same animation over the
/// same interval at the same time shares the evaluation of one started before it.
///
/// Animators are found by value type, start frame and the interval's squared magnitude (equal
/// intervals have equal magnitudes), so the values of one view — a modifier, its content and
/// the content's own views, which a render reaches in different orders — find each other however
/// many other values start in between. Only the most recent few animators under one key are
/// looked at, so that many different animations over one interval stay cheap to start.
final class AnimatorSharing {
  private struct Key: Hashable {
    var type: ObjectIdentifier
    var beginFrame: Double
    var magnitude: Double
  }

  private var started: [Key: [Any]] = [:]
  /// How many animators under one key are looked at.
  private static let depth = 4

  /// Forgets every animator (a new render starts).
  func removeAll() {
    if !started.isEmpty { started = [:] }
  }

  /// An animator sharing the evaluation of an equal one started before, or `animator`,
  /// remembered.
  func share<Value>(_ animator: Animator<Value>) -> Animator<Value> {
    let key = Key(
      type: ObjectIdentifier(Value.self),
      beginFrame: animator.beginFrame,
      magnitude: animator.interval.magnitudeSquared
    )
    var list = started[key] ?? []
    for case let candidate as Animator<Value> in list.reversed()
    where candidate.canBeShared(
      animation: animator.animation,
      interval: animator.interval,
      atFrame: animator.beginFrame
    ) {
      return Animator(sharing: candidate)
    }
    list.append(animator)
    if list.count > Self.depth { list.removeFirst() }
    started[key] = list
    return animator
  }
}
