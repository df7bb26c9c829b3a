import Foundation

/// A keyframe that uses a spring function to interpolate to the given value.
///
/// Over its segment the value is `from + spring.value(target: to − from, initialVelocity: v0,
/// time: τ)`, with `τ` the time since the segment began and `v0` the start velocity (by default
/// the velocity at which the previous segment ends, or zero for the first). A segment shorter than
/// the spring's settling hands over to the next keyframe from this keyframe's value. Without a
/// duration the segment lasts the spring's ``Spring/settlingDuration``.
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) {
///   SpringKeyframe(-80, duration: 0.3, spring: .bouncy)
///   SpringKeyframe(0, spring: .smooth)
/// }
/// ```
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = SpringKeyframe<Value>

  let segment: KeyframeSegment<Value>

  /// Creates a new keyframe using the given value and timestamp.
  ///
  /// ```swift
  /// SpringKeyframe(1.0, duration: 0.4, spring: .snappy)
  /// ```
  ///
  /// - Parameters:
  ///   - to: The value of the keyframe.
  ///   - duration: The duration of the segment defined by this keyframe, or `nil` to use the
  ///     settling duration of the spring.
  ///   - spring: The spring that defines the shape of the segment before this keyframe.
  ///   - startVelocity: The velocity of the value at the start of the segment, or `nil` to
  ///     automatically compute the velocity to maintain smooth motion.
  public init(
    _ to: Value,
    duration: TimeInterval? = nil,
    spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    segment = KeyframeSegment(
      to: to,
      duration: duration,
      kind: .spring(spring, startVelocity: startVelocity?.animatableData)
    )
  }

  /// A built-in keyframe is its own body.
  public var body: SpringKeyframe<Value> { self }
}

extension SpringKeyframe: KeyframeSegmentSource {
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { segment.as(type) }
}
