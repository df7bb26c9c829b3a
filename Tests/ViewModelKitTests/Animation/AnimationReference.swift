import ViewModelKit

/// One animated value driven only through the public `Animation` API, the way SwiftUI drives a
/// `CustomAnimation`: one `AnimationContext` carried from frame to frame; a change while it runs
/// first asks the new animation `shouldMerge(previous:value:time:context:)` on that context
/// (springs accept: the new spring continues on the merged context over the summed interval);
/// a declined merge runs both, the newer animating the gap between the older one's value and
/// the new total; a change before the first frame replaces the animation.
///
/// Times are seconds since the first change began: `Double(k) / framesPerSecond`, `k` frames
/// after it, as a host gives them.
struct AnimationReference<Value: VectorArithmetic> {
  private struct Entry {
    var animation: Animation
    var start: Double
    var target: Value
    var context = AnimationContext<Value>()
    var isFinished = false
  }

  private var entries: [Entry]
  private var hasProducedFrame = false
  /// Whether the newest animation completed logically on the last frame.
  private(set) var completedLogically = false

  init(_ animation: Animation, interval: Value) {
    entries = [Entry(animation: animation, start: 0, target: interval)]
  }

  /// The newest animation's context, for asking it what it knows.
  var context: AnimationContext<Value> { entries[entries.count - 1].context }

  /// Takes in a change of the target by `delta` animated with `animation` at `time`; returns
  /// whether it merged (or replaced an animation that had not produced a frame).
  @discardableResult
  mutating func change(by delta: Value, with animation: Animation, at time: Double) -> Bool {
    let total = entries[entries.count - 1].target + delta
    guard hasProducedFrame else {
      entries = [Entry(animation: animation, start: time, target: total)]
      return true
    }
    if entries.count == 1,
      animation.shouldMerge(
        previous: entries[0].animation,
        value: entries[0].target,
        time: time,
        context: &entries[0].context
      )
    {
      entries[0].animation = animation
      entries[0].target = total
      entries[0].context.isLogicallyComplete = false
      return true
    }
    entries.append(Entry(animation: animation, start: time, target: total))
    return false
  }

  /// The animated part of the total interval at `time`, or `nil` once the newest animation has
  /// finished.
  mutating func frame(at time: Double) -> Value? {
    hasProducedFrame = true
    let newest = entries.count - 1
    let wasComplete = entries[newest].context.isLogicallyComplete
    var result = Value.zero
    for index in entries.indices {
      if entries[index].isFinished {
        result = entries[index].target
        continue
      }
      let gap = entries[index].target - result
      let elapsed = time - entries[index].start
      if let animated = entries[index].animation
        .animate(
          value: gap,
          time: elapsed,
          context: &entries[index].context
        )
      {
        result += animated
      } else {
        entries[index].isFinished = true
        result = entries[index].target
      }
    }
    let isComplete = entries[newest].context.isLogicallyComplete || entries[newest].isFinished
    completedLogically = !wasComplete && isComplete
    return entries[newest].isFinished ? nil : result
  }
}
