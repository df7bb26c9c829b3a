import Foundation

/// A keyframe that immediately moves to the given value without interpolating.
///
/// It takes no time: the value jumps at the point of the track where the keyframe stands, and
/// the next keyframe starts from there.
///
/// ```swift
/// KeyframeTrack(\.offset) {
///   MoveKeyframe(-40)
///   LinearKeyframe(0, duration: 0.4)
/// }
/// ```
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = MoveKeyframe<Value>

  let segment: KeyframeSegment<Value>

  /// Creates a new keyframe using the given value.
  ///
  /// ```swift
  /// MoveKeyframe(0.0)
  /// ```
  ///
  /// - Parameter to: The value of the keyframe.
  public init(_ to: Value) {
    segment = KeyframeSegment(to: to, duration: 0, kind: .move)
  }

  /// A built-in keyframe is its own body.
  public var body: MoveKeyframe<Value> { self }
}

extension MoveKeyframe: KeyframeSegmentSource {
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { segment.as(type) }
}
