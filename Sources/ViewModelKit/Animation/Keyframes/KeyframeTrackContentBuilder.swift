import Foundation

/// The builder that creates keyframe track content from the keyframes that you define within a
/// closure.
///
/// Keyframes combine in the order written; `if`/`else` and `for` loops are allowed.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///   LinearKeyframe(1.2, duration: 0.1)
///   if isEmphasized { SpringKeyframe(1.6, duration: 0.2) } else { MoveKeyframe(1.0) }
///   for step in 1...3 { LinearKeyframe(1 + 0.1 * Double(step), duration: 0.05) }
/// }
/// ```
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where Value == K.Value {
    expression
  }

  public static func buildArray(
    _ components: [some KeyframeTrackContent<Value>]
  ) -> some KeyframeTrackContent<Value> {
    KeyframeSegmentList(segments: components.flatMap { $0.keyframeSegments(as: Value.self) })
  }

  public static func buildEither<First, Second>(
    first component: First
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> {
    Conditional(storage: .first(component))
  }

  public static func buildEither<First, Second>(
    second component: Second
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> {
    Conditional(storage: .second(component))
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

  public static func buildBlock() -> some KeyframeTrackContent<Value> {
    KeyframeSegmentList<Value>(segments: [])
  }
}

extension KeyframeTrackContentBuilder {
  /// The keyframes of one branch of an `if`/`else` in a keyframe track.
  ///
  /// ```swift
  /// KeyframeTrack { if flag { LinearKeyframe(1.0, duration: 1) } else { MoveKeyframe(0.0) } }
  /// ```
  public struct Conditional<ConditionalValue: Animatable, First, Second>: KeyframeTrackContent
  where
    First: KeyframeTrackContent,
    Second: KeyframeTrackContent,
    First.Value == ConditionalValue,
    Second.Value == ConditionalValue
  {
    public typealias Value = ConditionalValue

    enum Storage {
      case first(First)
      case second(Second)
    }

    let storage: Storage

    /// The content of the branch taken.
    public var body: Self { self }
  }
}

extension KeyframeTrackContentBuilder.Conditional: KeyframeSegmentSource {
  func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
    switch storage {
    case .first(let content): content.keyframeSegments(as: type)
    case .second(let content): content.keyframeSegments(as: type)
    }
  }
}
