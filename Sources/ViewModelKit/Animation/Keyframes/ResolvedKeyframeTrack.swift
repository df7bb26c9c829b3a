import Foundation

/// One track resolved against its starting value: every segment's times, end values and
/// velocities fixed, so that a value at a time is one search and one formula.
///
/// Bad input is made harmless here: a zero, negative, NaN or infinite duration makes a jump; a
/// keyframe value or velocity with a NaN or infinite component is replaced by the previous
/// value (the track holds) or by zero; a result that is still not finite shows the segment's
/// start value.
struct ResolvedKeyframeTrack<Value: Animatable> {
  typealias Data = Value.AnimatableData

  enum Curve {
    case linear(UnitCurve)
    case spring(Spring)
    case cubic
    case move
  }

  struct Piece {
    var curve: Curve
    var start: Double
    var duration: Double
    var from: Data
    var to: Data
    var startVelocity: Data = .zero
    var endVelocity: Data = .zero
    /// The keyframe's value, whose `animatableData` is replaced by the interpolated one.
    var target: Value
  }

  let initial: Value
  private(set) var pieces: [Piece] = []
  private(set) var duration: Double = 0

  // Tracks are resolved again at every loop of a repeating animator; most animate a `Double`
  // (or an angle, whose data is one), for which unspecialised code looks every type up.
  @_specialize(where Value == Double)
  @_specialize(where Value == Angle)
  init(initial: Value, segments: [KeyframeSegment<Value>]) {
    self.initial = initial
    var previous = initial
    var time = 0.0
    for segment in segments {
      let target = segment.to.animatableData.isFiniteVector ? segment.to : previous
      let length: Double
      switch segment.kind {
      case .move: length = 0
      case .spring(let spring, _):
        length = (segment.duration ?? spring.settlingDuration).validDuration
      default: length = (segment.duration ?? 0).validDuration
      }
      let curve: Curve
      switch segment.kind {
      case .linear(let unitCurve): curve = length > 0 ? .linear(unitCurve) : .move
      case .spring(let spring, _): curve = length > 0 ? .spring(spring) : .move
      case .cubic: curve = length > 0 ? .cubic : .move
      case .move: curve = .move
      }
      pieces.append(
        Piece(
          curve: curve,
          start: time,
          duration: length,
          from: previous.animatableData,
          to: target.animatableData,
          target: target
        )
      )
      time += length
      previous = target
    }
    duration = time
    resolveVelocities(segments)
  }

  /// Fixes each segment's start and end velocities, first to last (see ``CubicKeyframe``).
  private mutating func resolveVelocities(_ segments: [KeyframeSegment<Value>]) {
    for index in pieces.indices {
      let previousEnd = index > 0 ? pieces[index - 1].endVelocity : .zero
      var piece = pieces[index]
      let delta = piece.to - piece.from
      switch (piece.curve, segments[index].kind) {
      case (.linear(let curve), _):
        piece.startVelocity = delta.scaled(by: curve.velocity(at: 0) / piece.duration)
        piece.endVelocity = delta.scaled(by: curve.velocity(at: 1) / piece.duration)
      case (.spring(let spring), .spring(_, let given)):
        let start = given?.finiteOrZero ?? previousEnd
        piece.startVelocity = start
        piece.endVelocity =
          spring.velocity(target: delta, initialVelocity: start, time: piece.duration)
          .finiteOrZero
      case (.cubic, .cubic(let givenStart, let givenEnd)):
        piece.startVelocity = givenStart?.finiteOrZero ?? previousEnd
        piece.endVelocity = givenEnd?.finiteOrZero ?? automaticEndVelocity(of: index, segments)
      default:
        break
      }
      pieces[index] = piece
    }
  }

  /// The end velocity of a cubic segment without a given one: whatever the next segment starts
  /// with, Catmull-Rom between cubic neighbours, zero at the end of the track.
  private func automaticEndVelocity(of index: Int, _ segments: [KeyframeSegment<Value>]) -> Data {
    let nextIndex = index + 1
    guard nextIndex < pieces.count else { return .zero }
    let next = pieces[nextIndex]
    switch (next.curve, segments[nextIndex].kind) {
    case (.linear(let curve), _):
      return (next.to - next.from).scaled(by: curve.velocity(at: 0) / next.duration)
    case (.spring, .spring(_, let given?)):
      return given.finiteOrZero
    case (.cubic, .cubic(let given?, _)):
      return given.finiteOrZero
    case (.move, _):
      return .zero
    default:
      let span = next.start + next.duration - pieces[index].start
      guard span > 0 else { return .zero }
      return (next.to - pieces[index].from).scaled(by: 1 / span)
    }
  }

  /// The value at `time` seconds from the track's start; before the start it is the starting
  /// value, after the end the last keyframe's.
  func value(time: Double) -> Value {
    let time = time.isNaN ? 0 : time
    guard var index = pieces.indices.last else { return initial }
    while index > 0, pieces[index].start > time { index -= 1 }
    let piece = pieces[index]
    let elapsed = time - piece.start
    if index == 0, elapsed < 0 { return initial }
    guard elapsed < piece.duration else { return piece.target }
    var result = piece.target
    let data = interpolate(piece, elapsed: elapsed)
    result.animatableData = data.isFiniteVector ? data : piece.from
    return result
  }

  private func interpolate(_ piece: Piece, elapsed: Double) -> Data {
    switch piece.curve {
    case .move:
      return piece.to
    case .linear(let curve):
      return piece.from
        + (piece.to - piece.from).scaled(by: curve.value(at: elapsed / piece.duration))
    case .spring(let spring):
      return piece.from
        + spring.value(
          target: piece.to - piece.from,
          initialVelocity: piece.startVelocity,
          time: elapsed
        )
    case .cubic:
      let s = elapsed / piece.duration
      let s2 = s * s
      let s3 = s2 * s
      let d = piece.duration
      return piece.from.scaled(by: 2 * s3 - 3 * s2 + 1)
        + piece.startVelocity.scaled(by: d * (s3 - 2 * s2 + s))
        + piece.to.scaled(by: -2 * s3 + 3 * s2)
        + piece.endVelocity.scaled(by: d * (s3 - s2))
    }
  }
}

extension Double {
  /// A keyframe's duration made usable: NaN, negative and infinite durations are zero.
  fileprivate var validDuration: Double { isFinite && self > 0 ? self : 0 }
}

extension VectorArithmetic {
  /// This value, or zero when a component is NaN or infinite.
  fileprivate var finiteOrZero: Self { isFiniteVector ? self : .zero }
}
