import Foundation

/// Runs interrupted animations together: each newer entry animates the remaining gap between
/// the older entries' current value and its own total target.
///
/// Entry i has a total target `targets[i]` (the sum of all intervals up to it) and starts at
/// `entries[i].start`. Evaluating: `result = r0(t)`, then for each newer entry
/// `result += animation.animate(target − result, t − start)`; an entry that has finished is
/// frozen at its target. The whole ends when the newest entry ends.
struct CombinedAnimation: CustomAnimation, CustomStringConvertible {
  struct Entry: Hashable, Sendable {
    var animation: Animation
    var start: TimeInterval
  }

  var entries: [Entry]

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    var combined = context.state[CombinedState<V>.self]
    guard combined.entries.count == entries.count, !entries.isEmpty else { return nil }
    var result = V.zero
    var newestFinished = false
    for index in entries.indices {
      guard let entryState = combined.entries[index].state else {
        result = combined.entries[index].target
        newestFinished = true
        continue
      }
      var entryContext = AnimationContext(state: entryState)
      let gap = combined.entries[index].target - result
      let elapsed = time - entries[index].start
      if let animated = entries[index].animation
        .animate(
          value: gap,
          time: elapsed,
          context: &entryContext
        )
      {
        combined.entries[index].state = entryContext.state
        result += animated
        newestFinished = false
      } else {
        combined.entries[index].state = nil
        result = combined.entries[index].target
        newestFinished = true
      }
      if index == entries.count - 1 {
        context.isLogicallyComplete = entryContext.isLogicallyComplete
      }
    }
    context.state[CombinedState<V>.self] = combined
    return newestFinished ? nil : result
  }

  var description: String {
    "CombinedAnimation(" + entries.map { "\($0.animation) at \($0.start)" }.joined(separator: ", ")
      + ")"
  }
}

/// Each entry's total target and its own state (`nil` once it has finished).
struct CombinedState<V: VectorArithmetic>: AnimationStateKey {
  struct Entry {
    var target: V
    var state: AnimationState<V>?
  }

  var entries: [Entry] = []

  static var defaultValue: CombinedState { CombinedState() }
}

extension Animation {
  /// Combines a running animation (with its state) and an interrupting one.
  static func combine<V: VectorArithmetic>(
    running: inout Animation,
    state: inout AnimationState<V>,
    interval: V,
    elapsed: TimeInterval,
    with newAnimation: Animation,
    newInterval: V
  ) {
    let newEntry = CombinedAnimation.Entry(animation: newAnimation, start: elapsed)
    if var combined = running.as(CombinedAnimation.self) {
      combined.entries.append(newEntry)
      state[CombinedState<V>.self].entries
        .append(
          .init(target: interval + newInterval, state: AnimationState())
        )
      running = Animation(combined)
    } else {
      var combinedState = CombinedState<V>()
      combinedState.entries = [
        .init(target: interval, state: state),
        .init(target: interval + newInterval, state: AnimationState()),
      ]
      var fresh = AnimationState<V>()
      fresh[CombinedState<V>.self] = combinedState
      state = fresh
      running = Animation(
        CombinedAnimation(entries: [.init(animation: running, start: 0), newEntry])
      )
    }
  }
}
