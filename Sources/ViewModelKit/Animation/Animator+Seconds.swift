/// An animator driven in seconds rather than on a host's frames: its times are instants of a
/// clock of one frame per second (``FrameTime/init(seconds:)``), where elapsed time is the plain
/// difference of two times.
///
/// ```swift
/// var animator = Animator(animation: .linear(duration: 1), interval: 10.0, at: 2)
/// animator.update(at: 2.5).animated  // 5
/// ```
extension Animator {
  /// Starts animating `interval` with `animation` at `time` seconds.
  package init(animation: Animation, interval: Value, at time: Double) {
    self.init(animation: animation, interval: interval, at: FrameTime(seconds: time))
  }

  /// Evaluates the animation at `time` seconds; see ``Frame``.
  package mutating func update(at time: Double) -> Frame {
    update(at: FrameTime(seconds: time))
  }

  /// Evaluates the animation at `time` seconds for frame `stamp`, once for all sharers.
  mutating func update(at time: Double, stamp: Int, evaluations: inout Int) -> Frame {
    update(at: FrameTime(seconds: time), stamp: stamp, evaluations: &evaluations)
  }

  /// The velocity of the animated value at `time` seconds, if the animation knows it.
  package func velocity(at time: Double) -> Value? {
    velocity(at: FrameTime(seconds: time))
  }

  /// Takes in a new change of the model animated with `newAnimation` at `time` seconds.
  package mutating func combine(
    with newAnimation: Animation,
    interval newInterval: Value,
    at time: Double
  ) {
    combine(with: newAnimation, interval: newInterval, at: FrameTime(seconds: time))
  }
}
