import Foundation

/// A builder that combines keyframe content values into a single value.
///
/// A block holds either tracks (``KeyframeTrack``) or, for a value animated as a whole, the
/// keyframes of a single track:
///
/// ```swift
/// KeyframeTimeline(initialValue: Values()) {
///   KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 0.5) }
///   KeyframeTrack(\.angle) { CubicKeyframe(.degrees(90), duration: 1) }
/// }
/// KeyframeTimeline(initialValue: 0.0) {
///   LinearKeyframe(1.0, duration: 0.5)
///   SpringKeyframe(0.0)
/// }
/// ```
@resultBuilder
public struct KeyframesBuilder<Value> {
  public static func buildExpression<Property, Content>(
    _ expression: KeyframeTrack<Value, Property, Content>
  ) -> some Keyframes<Value> {
    KeyframeTrackList<Value>(parts: [expression])
  }

  @_disfavoredOverload
  public static func buildExpression<K: Keyframes>(_ expression: K) -> K where Value == K.Value {
    expression
  }

  public static func buildPartialBlock<K: Keyframes>(first: K) -> K where Value == K.Value {
    first
  }

  public static func buildPartialBlock(
    accumulated: some Keyframes<Value>,
    next: some Keyframes<Value>
  ) -> some Keyframes<Value> {
    KeyframeTrackList<Value>(
      parts: KeyframeTrackList<Value>.parts(of: accumulated)
        + KeyframeTrackList<Value>.parts(of: next)
    )
  }

  public static func buildBlock() -> some Keyframes<Value> {
    KeyframeTrackList<Value>(parts: [])
  }

  public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
  where Value == Content.Value {
    component
  }
}

extension KeyframesBuilder where Value: Animatable {
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where Value == K.Value {
    expression
  }

  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
  where Value == K.Value {
    first
  }

  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>,
    next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeSegmentList(
      segments: accumulated.keyframeSegments(as: Value.self) + next.keyframeSegments(as: Value.self)
    )
  }

  public static func buildArray(
    _ components: [some KeyframeTrackContent<Value>]
  ) -> some KeyframeTrackContent<Value> {
    KeyframeSegmentList(segments: components.flatMap { $0.keyframeSegments(as: Value.self) })
  }

  public static func buildEither<First, Second>(
    first component: First
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> {
    KeyframeTrackContentBuilder<Value>.Conditional(storage: .first(component))
  }

  public static func buildEither<First, Second>(
    second component: Second
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> {
    KeyframeTrackContentBuilder<Value>.Conditional(storage: .second(component))
  }

  public static func buildFinalResult<Content: KeyframeTrackContent>(
    _ component: Content
  ) -> KeyframeTrack<Value, Value, Content> where Value == Content.Value {
    KeyframeTrack { component }
  }
}
