import Foundation

/// A sequence of keyframes animating a single property of a root type.
///
/// The track starts from the property's value in the timeline's initial value, goes through its
/// keyframes in order, and holds the last one's value once it is done. Tracks of one timeline run
/// side by side; the timeline lasts as long as its longest track. A track with no keyframes
/// leaves its property at the initial value.
///
/// ```swift
/// KeyframeTimeline(initialValue: Values()) {
///   KeyframeTrack(\.scale) {
///     LinearKeyframe(1.5, duration: 0.2)
///     SpringKeyframe(1.0, spring: .bouncy)
///   }
///   KeyframeTrack(\.angle) {
///     CubicKeyframe(.degrees(20), duration: 0.3)
///   }
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes
where Value == Content.Value {
  public typealias Body = KeyframeTrack<Root, Value, Content>

  let keyPath: WritableKeyPath<Root, Value>
  let content: Content

  /// Creates an instance that animates the entire value from the root of the key path.
  ///
  /// ```swift
  /// KeyframeTrack { CubicKeyframe(1.0, duration: 0.5) }
  /// ```
  ///
  /// - Parameter content: A keyframe collection builder closure containing the keyframes that
  ///   control the interpolation curve.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    keyPath = \Root.self
    self.content = content()
  }

  /// Creates an instance that animates the property of the root value at the given key path.
  ///
  /// ```swift
  /// KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 0.5) }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property to animate.
  ///   - content: A keyframe collection builder closure containing the keyframes that control
  ///     the interpolation curve.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// A track is its own body.
  public var body: KeyframeTrack<Root, Value, Content> { self }
}

extension KeyframeTrack: KeyframeTrackSource {
  func tracks<R>(initial: R) -> [any KeyframeTrackEvaluator<R>] {
    // The key path's root is the timeline's value or the track does not apply; comparing the
    // types is a pointer comparison where a cast would look the key path's type up.
    guard R.self == Root.self else { return [] }
    let keyPath = unsafeDowncast(keyPath, to: WritableKeyPath<R, Value>.self)
    let track = ResolvedKeyframeTrack(
      initial: initial[keyPath: keyPath],
      segments: content.keyframeSegments(as: Value.self)
    )
    return [KeyPathKeyframeTrack(keyPath: keyPath, track: track)]
  }
}

/// A resolved track that writes its value into one property of the timeline's value.
protocol KeyframeTrackEvaluator<Root> {
  associatedtype Root
  /// How long the track runs, in seconds.
  var duration: Double { get }
  /// Writes the track's value at `time` into `root`.
  func apply(time: Double, to root: inout Root)
}

/// A track writing into a property at a key path (the whole value for `\Root.self`).
struct KeyPathKeyframeTrack<Root, Value: Animatable>: KeyframeTrackEvaluator {
  let keyPath: WritableKeyPath<Root, Value>
  let track: ResolvedKeyframeTrack<Value>

  var duration: Double { track.duration }

  func apply(time: Double, to root: inout Root) {
    root[keyPath: keyPath] = track.value(time: time)
  }
}

/// Several tracks, as ``KeyframesBuilder`` combines them.
struct KeyframeTrackList<Root>: Keyframes, KeyframeTrackSource {
  typealias Value = Root
  let parts: [any KeyframeTrackSource]

  var body: Self { self }

  func tracks<R>(initial: R) -> [any KeyframeTrackEvaluator<R>] {
    var tracks: [any KeyframeTrackEvaluator<R>] = []
    tracks.reserveCapacity(parts.count)
    for part in parts { tracks += part.tracks(initial: initial) }
    return tracks
  }

  /// The parts `content` adds to a list: a list's own (so that a block of tracks makes one flat
  /// list, read without recursion at every loop of an animator), or `content` itself.
  static func parts<K: Keyframes>(of content: K) -> [any KeyframeTrackSource] {
    guard K.self == KeyframeTrackList<Root>.self else { return [KeyframesPart(content: content)] }
    return unsafeBitCast(content, to: KeyframeTrackList<Root>.self).parts
  }
}

/// Any keyframes, read as a source of tracks.
struct KeyframesPart<Content: Keyframes>: KeyframeTrackSource {
  let content: Content

  func tracks<R>(initial: R) -> [any KeyframeTrackEvaluator<R>] {
    content.keyframeTracks(initial: initial)
  }
}
