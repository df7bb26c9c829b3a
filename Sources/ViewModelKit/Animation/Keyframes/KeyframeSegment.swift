import Foundation

/// One keyframe as the builders collect it: where it goes, for how long, and how.
struct KeyframeSegment<Value: Animatable> {
  /// How the segment before the keyframe is interpolated.
  enum Kind {
    case linear(UnitCurve)
    case spring(Spring, startVelocity: Value.AnimatableData?)
    case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
    case move
  }

  var to: Value
  /// The requested duration; `nil` for a spring keyframe that lasts its settling duration.
  var duration: TimeInterval?
  var kind: Kind

  /// Returns this segment as one of values of type `V`, if `V` is `Value`.
  func `as`<V: Animatable>(_ type: V.Type) -> [KeyframeSegment<V>] {
    // Comparing the types is a pointer comparison; a dynamic cast looks the types up.
    guard V.self == Value.self else { return [] }
    return [unsafeBitCast(self, to: KeyframeSegment<V>.self)]
  }
}

/// Keyframe track content made of a list of keyframes (what the builders combine into).
struct KeyframeSegmentList<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
  var segments: [KeyframeSegment<Value>]

  var body: Self { self }

  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    guard V.self == Value.self else { return [] }
    return unsafeBitCast(segments, to: [KeyframeSegment<V>].self)
  }
}
