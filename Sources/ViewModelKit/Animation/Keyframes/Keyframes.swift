import Foundation

/// A type that defines changes to a value over time: one or more ``KeyframeTrack``s.
///
/// Compose keyframes with ``KeyframesBuilder``, in ``KeyframeTimeline`` or in the `keyframes`
/// closure of `keyframeAnimator`:
///
/// ```swift
/// struct Bounce: Keyframes {
///   var body: some Keyframes<CGFloat> {
///     KeyframeTrack {
///       CubicKeyframe(-30, duration: 0.25)
///       CubicKeyframe(0, duration: 0.25)
///     }
///   }
/// }
/// ```
public protocol Keyframes<Value> {
  /// The type of value animated by these keyframes.
  associatedtype Value = Self.Body.Value
  /// The type of keyframes representing the body of this type.
  associatedtype Body: Keyframes

  /// The composition of content that comprise the keyframes.
  ///
  /// ```swift
  /// var body: some Keyframes<Double> { KeyframeTrack { LinearKeyframe(1, duration: 1) } }
  /// ```
  @KeyframesBuilder<Value> var body: Body { get }
}

/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// The four kinds are ``LinearKeyframe``, ``SpringKeyframe``, ``CubicKeyframe`` and
/// ``MoveKeyframe``; ``KeyframeTrackContentBuilder`` combines them in order.
///
/// ```swift
/// struct Wobble: KeyframeTrackContent {
///   var body: some KeyframeTrackContent<Double> {
///     LinearKeyframe(10, duration: 0.1)
///     LinearKeyframe(-10, duration: 0.1)
///   }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
  /// The type of value the keyframes interpolate.
  associatedtype Value: Animatable = Self.Body.Value
  /// The type of content representing the body of this type.
  associatedtype Body: KeyframeTrackContent

  /// The composition of content that comprise the keyframe track.
  ///
  /// ```swift
  /// var body: some KeyframeTrackContent<Double> { LinearKeyframe(1, duration: 1) }
  /// ```
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframe track content that lists its keyframes itself instead of through its body.
protocol KeyframeSegmentSource {
  /// The keyframes, in order, as values of type `V` (none if `V` is another type).
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>]
}

/// Keyframes that make their tracks themselves instead of through their body.
protocol KeyframeTrackSource {
  /// The tracks resolved against the initial value of the whole timeline.
  func tracks<Root>(initial: Root) -> [any KeyframeTrackEvaluator<Root>]
}

extension KeyframeTrackContent {
  /// The keyframes of this content, in order, read through bodies down to the built-in kinds.
  func keyframeSegments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    if let source = self as? any KeyframeSegmentSource { return source.segments(as: type) }
    return body.keyframeSegments(as: type)
  }
}

extension Keyframes {
  /// The tracks of these keyframes, read through bodies down to ``KeyframeTrack``s.
  func keyframeTracks<Root>(initial: Root) -> [any KeyframeTrackEvaluator<Root>] {
    // What the builders make, found by comparing types (a cast to the protocol looks up the
    // conformance).
    if Self.self == KeyframeTrackList<Root>.self {
      return unsafeBitCast(self, to: KeyframeTrackList<Root>.self).tracks(initial: initial)
    }
    if let source = self as? any KeyframeTrackSource { return source.tracks(initial: initial) }
    return body.keyframeTracks(initial: initial)
  }
}
