/// An instant of a frame clock: frame number `frame` of a clock running at `framesPerSecond`.
///
/// Animators keep the frame they began at and measure the time since as
/// `(frame − begin) / framesPerSecond`. Frame numbers are whole numbers held as doubles, so their
/// difference is exact, and an animation that began `k` frames ago is evaluated at exactly
/// `Double(k) / Double(framesPerSecond)` seconds whatever frame it began at. (A difference of two
/// times in seconds, `Double(n) / fps − Double(n − k) / fps`, can be one rounding away from that,
/// and a fluid spring counting its 1/300 s steps against it can then take one step more or less.)
///
/// An animator driven in seconds (its times not on a frame grid) uses a clock of one frame per
/// second, where a frame number is the time itself.
package struct FrameTime: Equatable, Sendable {
  /// The frame number: a whole number on a host's clock, the time itself on a clock of seconds.
  package var frame: Double
  /// The clock's rate.
  package var framesPerSecond: Double

  /// Frame `frame` of a clock running at `framesPerSecond`.
  package init(frame: Int, framesPerSecond: Int) {
    self.frame = Double(frame)
    self.framesPerSecond = Double(framesPerSecond)
  }

  /// The instant `seconds` on a clock of one frame per second.
  package init(seconds: Double) {
    frame = seconds
    framesPerSecond = 1
  }

  /// The time in seconds since the clock's frame zero.
  package var seconds: Double { frame / framesPerSecond }

  /// The seconds from frame `start` of the same clock to this instant: one subtraction of frame
  /// numbers (exact) and one division.
  @inline(__always)
  func seconds(since start: Double) -> Double { (frame - start) / framesPerSecond }
}
