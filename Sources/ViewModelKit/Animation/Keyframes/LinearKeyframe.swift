import Foundation

/// A keyframe that uses simple linear interpolation, shaped by a timing curve.
///
/// Over its segment the value is `from + (to − from) · curve(p)`, where `p` is the fraction of
/// the segment's duration elapsed. A zero, negative or NaN duration makes the keyframe a jump
/// to its value (as ``MoveKeyframe`` does).
///
/// ```swift
/// KeyframeTrack(\.scale) {
///   LinearKeyframe(1.5, duration: 0.2, timingCurve: .easeOut)
///   LinearKeyframe(1.0, duration: 0.3)
/// }
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = LinearKeyframe<Value>

  let segment: KeyframeSegment<Value>

  /// Creates a new keyframe using the given value and timestamp.
  ///
  /// ```swift
  /// LinearKeyframe(100.0, duration: 0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - to: The value of the keyframe.
  ///   - duration: The duration of the segment defined by this keyframe.
  ///   - timingCurve: A unit curve that controls the speed of interpolation.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    segment = KeyframeSegment(to: to, duration: duration, kind: .linear(timingCurve))
  }

  /// A built-in keyframe is its own body.
  public var body: LinearKeyframe<Value> { self }
}

extension LinearKeyframe: KeyframeSegmentSource {
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { segment.as(type) }
}
