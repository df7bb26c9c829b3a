import Foundation

/// A description of how a value changes over time, modeled using keyframes.
///
/// A timeline is a plain value: ask it for the value at any time, as SwiftUI allows, without a
/// view or a clock. Times before zero give the initial value and times after ``duration`` the
/// final one; a NaN time counts as zero.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///   CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///   CubicKeyframe(CGPoint.zero, duration: 0.7)
/// }
/// timeline.duration  // 1.0
/// timeline.value(time: 0.45)
/// ```
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [any KeyframeTrackEvaluator<Value>]

  /// The duration of the content in seconds: the longest track's.
  ///
  /// ```swift
  /// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 2) }.duration  // 2.0
  /// ```
  public let duration: TimeInterval

  /// Creates a new instance using the initial value and content that you provide.
  ///
  /// ```swift
  /// let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1) }
  /// ```
  ///
  /// - Parameters:
  ///   - initialValue: The value every track starts from.
  ///   - content: The tracks, or the keyframes of one track animating the whole value.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = content().keyframeTracks(initial: initialValue)
    duration = tracks.reduce(0) { Swift.max($0, $1.duration) }
  }

  /// Creates a timeline from keyframes already built (as a keyframe animator gets them).
  init(initialValue: Value, keyframes: some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = keyframes.keyframeTracks(initial: initialValue)
    duration = tracks.reduce(0) { Swift.max($0, $1.duration) }
  }

  /// Returns the interpolated value at the given time.
  ///
  /// ```swift
  /// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1) }
  ///   .value(time: 0.25)  // 0.25
  /// ```
  ///
  /// - Parameter time: The time in seconds since the start.
  /// - Returns: The value at that time.
  public func value(time: Double) -> Value {
    var result = initialValue
    for track in tracks {
      track.apply(time: time, to: &result)
    }
    return result
  }

  /// Returns the interpolated value at the given progress in the range zero to one.
  ///
  /// ```swift
  /// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 2) }
  ///   .value(progress: 0.5)  // 0.5 (at 1 s)
  /// ```
  ///
  /// - Parameter progress: The fraction of ``duration``, clamped to zero and one.
  /// - Returns: The value at that progress.
  public func value(progress: Double) -> Value {
    let progress = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    return value(time: progress * duration)
  }
}
