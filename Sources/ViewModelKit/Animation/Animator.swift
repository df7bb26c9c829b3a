/// Runs one animation of one value over time, merging or combining interruptions.
///
/// Later layers keep one per animated property.
///
/// Times are absolute (the host's virtual clock). The presented value is
/// `model − interval + animated`, where `animated` is what ``update(at:)`` returns; once it
/// returns `nil`, the animator is done and the model value shows.
///
/// Completion bookkeeping: listeners are opaque integer tokens. A logical listener is reported
/// when the animation it was added under logically completes (also after a merge replaced that
/// animation); a removal listener when the whole animator finishes.
package struct Animator<Value: VectorArithmetic> {
  /// The running animation (a combination after a non-merging interruption).
  package private(set) var animation: Animation
  /// The total interval being animated: the sum of every change so far.
  package private(set) var interval: Value
  /// The time the animator began; elapsed time is measured from here.
  package private(set) var beginTime: Double
  /// Whether the current animation has logically completed.
  package private(set) var isLogicallyComplete = false

  var state = AnimationState<Value>()
  var hasProducedFrame = false
  var logicalListeners: [Int] = []
  var removalListeners: [Int] = []
  var forks: [Fork] = []

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
  package init(animation: Animation, interval: Value, at time: Double) {
    self.animation = animation
    self.interval = interval
    beginTime = time
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
  package mutating func update(at time: Double) -> Frame {
    let elapsed = time - beginTime
    var context = AnimationContext(state: state, isLogicallyComplete: isLogicallyComplete)
    let animated = animation.animate(value: interval, time: elapsed, context: &context)
    hasProducedFrame = true
    var completed: [Int] = []
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
      if value == nil || forkContext.isLogicallyComplete || animated == nil {
        completed += forks[index].listeners
        forks.remove(at: index)
      } else {
        index += 1
      }
    }
    guard let animated else {
      completed += logicalListeners
      logicalListeners = []
      isLogicallyComplete = true
      let removed = removalListeners
      removalListeners = []
      return Frame(animated: nil, logicallyCompleted: completed, removed: removed)
    }
    state = context.state
    if context.isLogicallyComplete, !isLogicallyComplete {
      isLogicallyComplete = true
      completed += logicalListeners
      logicalListeners = []
    }
    return Frame(animated: animated, logicallyCompleted: completed, removed: [])
  }

  /// The velocity of the animated value at `time`, if the animation knows it.
  package func velocity(at time: Double) -> Value? {
    let context = AnimationContext(state: state, isLogicallyComplete: isLogicallyComplete)
    return animation.velocity(value: interval, time: time - beginTime, context: context)
  }

  /// Takes in a new change of the model (`newInterval`) animated with `newAnimation` at `time`.
  ///
  /// Before the first frame the new animation simply replaces the old one (from the original
  /// start, over the summed interval). Afterwards, if `newAnimation.shouldMerge` accepts the
  /// running animation (fluid springs do), it replaces it and keeps its state; otherwise the two
  /// are combined. Either way the interval becomes the sum, so the presented value does not jump.
  package mutating func combine(
    with newAnimation: Animation,
    interval newInterval: Value,
    at time: Double
  ) {
    defer { interval += newInterval }
    guard hasProducedFrame else {
      animation = newAnimation
      state = AnimationState()
      beginTime = time
      return
    }
    let elapsed = time - beginTime
    if !isLogicallyComplete, !logicalListeners.isEmpty {
      forks.append(
        Fork(animation: animation, state: state, interval: interval, listeners: logicalListeners)
      )
    }
    logicalListeners = []
    isLogicallyComplete = false
    var context = AnimationContext(state: state)
    if newAnimation.shouldMerge(
      previous: animation,
      value: interval,
      time: elapsed,
      context: &context
    ) {
      state = context.state
      animation = newAnimation
    } else {
      Animation.combine(
        running: &animation,
        state: &state,
        interval: interval,
        elapsed: elapsed,
        with: newAnimation,
        newInterval: newInterval
      )
    }
  }
}
