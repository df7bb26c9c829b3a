import Foundation

/// What a keyframe animator plays: the timeline of the current run and when it began, or the
/// value it rests at.
///
/// It is a reference held in the view's state, changed as the view is evaluated (a run starts
/// when the trigger changes, loops when it repeats), so that frames need no state write beyond
/// the one that asks for the next evaluation.
@MainActor
final class KeyframeAnimatorRun<Value> {
  private var lastTrigger: AnimatorTrigger?
  private var hasStarted = false
  private var rest: Value?
  /// The timeline playing, in a reference so that a frame reads it without copying it.
  private var playing: PlayingTimeline<Value>?
  private var start = 0.0
  private var repeats = false
  /// Asks for the view's next evaluation (a write of its frame counter); set at the first one.
  var requestFrame: (() -> Void)?
  /// The frame counter's storage, which a frame applied in place counts in.
  var frameSlot: StateSlot<Int>?
  /// Applies a frame in place when the content allows (see `KeyframeAnimatorFrame`).
  var directFrame: (any DrivenFrame)?
  private weak var drivers: FrameDrivers?

  /// The value to show at `now`, after starting, restarting, looping or ending the run as the
  /// animator's inputs ask.
  func value<K: Keyframes>(
    of animator: KeyframeAnimator<Value, K, some Any>,
    now: Double,
    drivers: FrameDrivers?
  ) -> Value where K.Value == Value {
    self.drivers = drivers ?? self.drivers
    let keyframes = animator.keyframes
    if !hasStarted {
      hasStarted = true
      rest = animator.initialValue
      lastTrigger = animator.trigger
    } else if let trigger = animator.trigger, trigger != lastTrigger {
      lastTrigger = trigger
      begin(from: current(at: now, keyframes: keyframes), at: now, keyframes: keyframes)
    }
    if animator.trigger == nil {
      if animator.repeating, playing == nil {
        begin(from: rest ?? animator.initialValue, at: now, keyframes: keyframes)
      } else if !animator.repeating, let running = playing {
        rest = running.timeline.value(time: 0)
        stop()
      }
    }
    repeats = animator.trigger == nil && animator.repeating
    return current(at: now, keyframes: keyframes)
  }

  /// Stops the run where it is (the view went away).
  func stop() {
    playing = nil
    drivers?.unregister(self)
  }

  private func begin<K: Keyframes>(
    from value: Value,
    at now: Double,
    keyframes: (Value) -> K
  ) where K.Value == Value {
    let next = KeyframeTimeline(initialValue: value, keyframes: keyframes(value))
    guard next.duration > 0 else {
      rest = next.value(time: 0)
      stop()
      return
    }
    playing = PlayingTimeline(next)
    start = now
    drivers?.register(self) { [weak self] time in self?.tick(at: time) ?? false }
  }

  /// Asks for an evaluation at this frame; keeps the driver while the run goes on after it.
  private func tick(at time: Double) -> Bool {
    guard let playing else { return false }
    if directFrame?.deferToFlush() != true { requestFrame?() }
    return repeats || time - start < playing.duration
  }

  /// The value at `now` of the run as the last evaluation left it (looping, or ending, when
  /// `now` is past its timeline's end): what an evaluation with unchanged inputs shows.
  func current<K: Keyframes>(
    at now: Double,
    keyframes: (Value) -> K
  ) -> Value where K.Value == Value {
    if let playing, now - start < playing.duration {
      return playing.timeline.value(time: now - start)
    }
    return ended(at: now, keyframes: keyframes)
  }

  /// The value at or past the end of the timeline: the next loop's, or the rest value.
  private func ended<K: Keyframes>(
    at now: Double,
    keyframes: (Value) -> K
  ) -> Value where K.Value == Value {
    guard var running = playing?.timeline else { return rest! }
    var elapsed = now - start
    while elapsed >= running.duration {
      let end = running.value(time: running.duration)
      guard repeats else {
        rest = end
        stop()
        return end
      }
      start += running.duration
      elapsed -= running.duration
      running = KeyframeTimeline(initialValue: end, keyframes: keyframes(end))
      guard running.duration > 0 else {
        rest = running.value(time: 0)
        stop()
        return rest!
      }
      playing = PlayingTimeline(running)
    }
    return running.value(time: elapsed)
  }
}

/// A keyframe animator's playing timeline and its duration.
final class PlayingTimeline<Value> {
  let timeline: KeyframeTimeline<Value>
  let duration: Double

  init(_ timeline: KeyframeTimeline<Value>) {
    self.timeline = timeline
    duration = timeline.duration
  }
}
