import Foundation

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Each segment is a cubic Hermite curve from the previous value to this keyframe's value,
/// with the start and end velocities given or, when `nil`, computed:
/// - between two cubic keyframes, the Catmull-Rom velocity
///   `(v[k+1] − v[k−1]) / (t[k+1] − t[k−1])` through the neighbouring keyframes;
/// - next to another kind of keyframe, that segment's velocity where they meet (a linear
///   segment's slope, a spring's velocity, zero for a move);
/// - at the start and at the end of the track, zero (the value is at rest before and after).
///
/// With `s` the fraction of the segment elapsed and `d` its duration, the value is
/// `h00·from + h10·d·v0 + h01·to + h11·d·v1` with `h00 = 2s³ − 3s² + 1`, `h10 = s³ − 2s² + s`,
/// `h01 = −2s³ + 3s²`, `h11 = s³ − s²`.
///
/// ```swift
/// KeyframeTimeline(initialValue: CGPoint.zero) {
///   CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///   CubicKeyframe(CGPoint.zero, duration: 0.7)
/// }
/// ```
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = CubicKeyframe<Value>

  let segment: KeyframeSegment<Value>

  /// Creates a new keyframe using the given value and timestamp.
  ///
  /// ```swift
  /// CubicKeyframe(1.0, duration: 0.5, startVelocity: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - to: The value of the keyframe.
  ///   - duration: The duration of the segment defined by this keyframe.
  ///   - startVelocity: The velocity of the value at the beginning of the segment, or `nil` to
  ///     automatically compute the velocity to maintain smooth motion.
  ///   - endVelocity: The velocity of the value at the end of the segment, or `nil` to
  ///     automatically compute the velocity to maintain smooth motion.
  public init(
    _ to: Value,
    duration: TimeInterval,
    startVelocity: Value? = nil,
    endVelocity: Value? = nil
  ) {
    segment = KeyframeSegment(
      to: to,
      duration: duration,
      kind: .cubic(
        startVelocity: startVelocity?.animatableData,
        endVelocity: endVelocity?.animatableData
      )
    )
  }

  /// A built-in keyframe is its own body.
  public var body: CubicKeyframe<Value> { self }
}

extension CubicKeyframe: KeyframeSegmentSource {
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { segment.as(type) }
}
