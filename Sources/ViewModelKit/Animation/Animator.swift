/// Runs one animation of one value over time, merging or combining interruptions.
///
/// Later layers keep one per animated property.
///
/// Times are instants of a frame clock (``FrameTime``): `k` frames after it began, an animator
/// evaluates (or merges) its animation at exactly `Double(k) / framesPerSecond`. The presented
/// value is `model − interval + animated`, where `animated` is what ``update(at:)`` returns; once
/// it returns `nil`, the animator is done and the model value shows.
///
/// Completion bookkeeping: listeners are opaque integer tokens. A logical listener is reported
/// when the animation it was added under logically completes (also after a merge replaced that
/// animation); a removal listener when the whole animator finishes.
///
/// Sharing: the evaluation (animation, interval, clock and state) lives in a ``Core`` object.
/// Animators started in the same transaction with the same animation, time and interval can share
/// one core (see ``init(sharing:)``); ``update(at:stamp:)`` then evaluates the animation once per
/// stamp and every sharer reads the result. Listeners and forks stay with each animator, and any
/// other change of an animator (``combine(with:interval:at:)``, or ``update(at:)`` without a
/// stamp) first gives it a core of its own, so a copy never changes another animator.
package struct Animator<Value: VectorArithmetic> {
  /// The evaluation state, possibly shared with other animators.
  ///
  /// Its properties are touched only by the animators holding it, one call at a time, and no
  /// call reaches another access to the same property while one is in progress (the animation
  /// cannot reach the core it is evaluated for), so they need no run-time exclusivity checks.
  final class Core {
    // What a frame reads and writes comes first.
    /// The stamp of the last evaluation, and what it produced.
    @exclusivity(unchecked) var stamp = -1
    @exclusivity(unchecked) var lastAnimated: Value?
    /// Whether the last evaluation completed the animation logically.
    @exclusivity(unchecked) var lastCompletedLogically = false
    @exclusivity(unchecked) var hasProducedFrame = false
    /// The frame the animation began at, on the clock of the times it is given.
    @exclusivity(unchecked) var beginFrame: Double
    @exclusivity(unchecked) var interval: Value
    /// The animation's state and logical completion, evaluated in place.
    @exclusivity(unchecked) private var context = AnimationContext<Value>()
    /// How the animation is called, found once when it is set rather than at every frame.
    @exclusivity(unchecked) private var evaluation: Evaluation
    @exclusivity(unchecked) var animation: Animation {
      didSet { evaluation = Evaluation(animation) }
    }

    var isLogicallyComplete: Bool {
      get { context.isLogicallyComplete }
      set { context.isLogicallyComplete = newValue }
    }

    var state: AnimationState<Value> {
      get { context.state }
      set { context.state = newValue }
    }

    /// The springs and timing curves that ``Animation/animate(value:time:context:)`` would
    /// reach through its existential, held as themselves so that they are called directly.
    private enum Evaluation {
      case fluidSpring(FluidSpringAnimation)
      case curve(BezierAnimation)
      case other

      init(_ animation: Animation) {
        let type = type(of: animation.base)
        if type == FluidSpringAnimation.self, let spring = animation.as(FluidSpringAnimation.self) {
          self = .fluidSpring(spring)
        } else if type == BezierAnimation.self, let curve = animation.as(BezierAnimation.self) {
          self = .curve(curve)
        } else {
          self = .other
        }
      }
    }

    init(animation: Animation, interval: Value, beginFrame: Double) {
      self.animation = animation
      self.interval = interval
      self.beginFrame = beginFrame
      evaluation = Evaluation(animation)
    }

    func copy() -> Core {
      let copy = Core(animation: animation, interval: interval, beginFrame: beginFrame)
      copy.context = context
      copy.hasProducedFrame = hasProducedFrame
      copy.stamp = stamp
      copy.lastAnimated = lastAnimated
      copy.lastCompletedLogically = lastCompletedLogically
      return copy
    }

    /// Evaluates the animation at `elapsed`; records the result under `stamp`.
    ///
    /// The context is evaluated in place (no copy of the state in and out). Once the animation
    /// has finished, its state is not read again.
    func evaluate(elapsed: Double, stamp: Int) {
      let wasLogicallyComplete = context.isLogicallyComplete
      let animated: Value?
      switch evaluation {
      case .fluidSpring(let spring):
        animated = spring.animate(value: interval, time: elapsed, context: &context)
      case .curve(let curve):
        animated = curve.animate(value: interval, time: elapsed, context: &context)
      case .other:
        animated = animation.animate(value: interval, time: elapsed, context: &context)
      }
      hasProducedFrame = true
      self.stamp = stamp
      lastAnimated = animated
      lastCompletedLogically = false
      guard animated != nil else {
        context.isLogicallyComplete = true
        return
      }
      if wasLogicallyComplete {
        // Logical completion is not undone by the animation.
        context.isLogicallyComplete = true
      } else if context.isLogicallyComplete {
        lastCompletedLogically = true
      }
    }
  }

  private var core: Core

  /// The running animation (a combination after a non-merging interruption).
  package var animation: Animation { core.animation }
  /// The total interval being animated: the sum of every change so far.
  package var interval: Value { core.interval }
  /// The frame the animator began at; elapsed time is measured from here.
  package var beginFrame: Double { core.beginFrame }
  /// Whether the current animation has logically completed.
  package var isLogicallyComplete: Bool { core.isLogicallyComplete }

  /// Listeners and forks, which most animators never have: kept out of line (copied before a
  /// change when another animator holds them too), so that an animator is two words and a
  /// frame's value keeps within fewer cache lines.
  private final class Bookkeeping {
    var logicalListeners: [Int] = []
    var removalListeners: [Int] = []
    var forks: [Fork] = []

    func copy() -> Bookkeeping {
      let copy = Bookkeeping()
      copy.logicalListeners = logicalListeners
      copy.removalListeners = removalListeners
      copy.forks = forks
      return copy
    }
  }

  private var bookkeeping: Bookkeeping?

  /// This animator's own bookkeeping, made or copied before a change.
  private mutating func mutableBookkeeping() -> Bookkeeping {
    if bookkeeping == nil {
      bookkeeping = Bookkeeping()
    } else if !isKnownUniquelyReferenced(&bookkeeping) {
      bookkeeping = bookkeeping?.copy()
    }
    return bookkeeping!
  }

  var logicalListeners: [Int] {
    get { bookkeeping?.logicalListeners ?? [] }
    _modify { yield &mutableBookkeeping().logicalListeners }
  }

  var removalListeners: [Int] {
    get { bookkeeping?.removalListeners ?? [] }
    _modify { yield &mutableBookkeeping().removalListeners }
  }

  var forks: [Fork] {
    get { bookkeeping?.forks ?? [] }
    _modify { yield &mutableBookkeeping().forks }
  }

  /// An interrupted animation still owed a logical completion.
  struct Fork {
    var animation: Animation
    var state: AnimationState<Value>
    var interval: Value
    var listeners: [Int]
  }

  /// What one frame produced.
  package struct Frame {
    /// The animated part of the interval, or `nil` when the animator has finished.
    package var animated: Value?
    /// Logical listeners whose animations completed logically on this frame.
    package var logicallyCompleted: [Int]
    /// Removal listeners reported because the animator finished on this frame.
    package var removed: [Int]
  }

  /// Starts animating `interval` (new model − old model) with `animation` at `time`.
  package init(animation: Animation, interval: Value, at time: FrameTime) {
    core = Core(animation: animation, interval: interval, beginFrame: time.frame)
  }

  /// Starts an animator that shares `other`'s evaluation (no listeners, no forks of its own).
  ///
  /// Meant for an animator started with the same animation, time and interval as `other`, before
  /// either has produced a frame: the two then present the same animated part at every stamp.
  init(sharing other: Animator) {
    core = other.core
  }

  /// Whether this animator shares its evaluation with `other`.
  func sharesEvaluation(with other: Animator) -> Bool { core === other.core }

  /// Whether this animator could share its evaluation with a new one: it has not produced a
  /// frame and runs `animation` over `interval` from `time`, with nothing combined into it.
  func canBeShared(animation: Animation, interval: Value, atFrame frame: Double) -> Bool {
    !core.hasProducedFrame && forks.isEmpty && core.beginFrame == frame
      && core.interval == interval && core.animation == animation
  }

  /// Adds completion listeners for the transaction that created or joined this animation.
  package mutating func addListeners(logical: [Int], removal: [Int]) {
    removalListeners += removal
    logicalListeners += logical
  }

  /// The presented value for a model value, given the last animated part.
  package func presentedValue(model: Value, animated: Value) -> Value {
    model - interval + animated
  }

  /// Evaluates the animation at `time`; see ``Frame``.
  package mutating func update(at time: FrameTime) -> Frame {
    makeCoreUnique()
    var evaluations = 0
    return update(at: time, stamp: core.stamp + 1, evaluations: &evaluations)
  }

  /// Evaluates the animation at `time` for frame `stamp`, once for all sharers; see ``Frame``.
  ///
  /// An animator sharing its evaluation with one already evaluated for `stamp` reads that result
  /// instead of evaluating again. Each evaluation actually made adds one to `evaluations`.
  mutating func update(at time: FrameTime, stamp: Int, evaluations: inout Int) -> Frame {
    var reported = ReportedListeners()
    let animated = update(at: time, stamp: stamp, evaluations: &evaluations, reported: &reported)
    return Frame(
      animated: animated,
      logicallyCompleted: reported.logical,
      removed: reported.removed
    )
  }

  /// Evaluates the animation at `time` for frame `stamp`, once for all sharers, and returns the
  /// animated part of the interval, or `nil` when the animator has finished.
  ///
  /// The listeners that complete are appended to `reported` (logical ones in the order a
  /// ``Frame`` lists them), so that a frame in which none completes makes and releases no array.
  mutating func update(
    at time: FrameTime,
    stamp: Int,
    evaluations: inout Int,
    reported: inout ReportedListeners
  ) -> Value? {
    // A sharer reading an evaluation already made for `stamp` needs no elapsed time.
    if core.stamp != stamp {
      core.evaluate(elapsed: time.seconds(since: core.beginFrame), stamp: stamp)
      evaluations += 1
    }
    let animated = core.lastAnimated
    // Without listeners or forks there is nothing to report.
    guard bookkeeping != nil else { return animated }
    if !forks.isEmpty {
      let elapsed = time.seconds(since: core.beginFrame)
      updateForks(elapsed: elapsed, isFinished: animated == nil, reported: &reported)
    }
    guard let animated else {
      if !logicalListeners.isEmpty {
        reported.logical += logicalListeners
        logicalListeners = []
      }
      if !removalListeners.isEmpty {
        reported.removed += removalListeners
        removalListeners = []
      }
      return nil
    }
    if core.lastCompletedLogically, !logicalListeners.isEmpty {
      reported.logical += logicalListeners
      logicalListeners = []
    }
    return animated
  }

  /// Evaluates the interrupted animations still owed a logical completion, reporting and
  /// dropping those that complete (all of them once the animator finishes).
  private mutating func updateForks(
    elapsed: Double,
    isFinished: Bool,
    reported: inout ReportedListeners
  ) {
    var index = forks.startIndex
    while index < forks.endIndex {
      var forkContext = AnimationContext(state: forks[index].state)
      let value = forks[index].animation
        .animate(
          value: forks[index].interval,
          time: elapsed,
          context: &forkContext
        )
      forks[index].state = forkContext.state
      if value == nil || forkContext.isLogicallyComplete || isFinished {
        reported.logical += forks[index].listeners
        forks.remove(at: index)
      } else {
        index += 1
      }
    }
  }

  /// The velocity of the animated value at `time`, if the animation knows it.
  package func velocity(at time: FrameTime) -> Value? {
    let context = AnimationContext(state: core.state, isLogicallyComplete: isLogicallyComplete)
    return animation.velocity(
      value: interval,
      time: time.seconds(since: core.beginFrame),
      context: context
    )
  }

  /// Gives this animator an evaluation of its own before it changes it.
  private mutating func makeCoreUnique() {
    if !isKnownUniquelyReferenced(&core) { core = core.copy() }
  }

  /// Takes in a new change of the model (`newInterval`) animated with `newAnimation` at `time`.
  ///
  /// Before the first frame the new animation simply replaces the old one (from `time`, over the
  /// summed interval). Afterwards, `newAnimation.shouldMerge` alone decides, called here on the
  /// state of the last frame exactly as the public API is called: if it accepts the running
  /// animation (fluid springs do), it replaces it with the state it merged into; otherwise the two
  /// are combined. Either way the interval becomes the sum, so the presented value does not jump.
  /// Nothing else advances or rewrites the state at a change.
  package mutating func combine(
    with newAnimation: Animation,
    interval newInterval: Value,
    at time: FrameTime
  ) {
    makeCoreUnique()
    let core = core
    defer { core.interval += newInterval }
    guard core.hasProducedFrame else {
      core.animation = newAnimation
      core.state = AnimationState()
      core.beginFrame = time.frame
      return
    }
    let elapsed = time.seconds(since: core.beginFrame)
    if !core.isLogicallyComplete, !logicalListeners.isEmpty {
      forks.append(
        Fork(
          animation: core.animation,
          state: core.state,
          interval: core.interval,
          listeners: logicalListeners
        )
      )
    }
    logicalListeners = []
    core.isLogicallyComplete = false
    var context = AnimationContext(state: core.state)
    if newAnimation.shouldMerge(
      previous: core.animation,
      value: core.interval,
      time: elapsed,
      context: &context
    ) {
      core.state = context.state
      core.animation = newAnimation
    } else {
      Animation.combine(
        running: &core.animation,
        state: &core.state,
        interval: core.interval,
        elapsed: elapsed,
        with: newAnimation,
        newInterval: newInterval
      )
    }
  }
}

/// The completion listeners that frames reported, collected across values and items.
struct ReportedListeners {
  /// Logical listeners whose animations completed logically.
  var logical: [Int] = []
  /// Removal listeners whose animators finished.
  var removed: [Int] = []
}
