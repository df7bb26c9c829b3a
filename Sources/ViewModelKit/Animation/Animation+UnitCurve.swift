import Foundation

extension Animation {
  /// An animation that follows a unit curve over a duration.
  ///
  /// A Bézier curve (`.easeIn`, `.bezier(startControlPoint:endControlPoint:)`, …) gives the same
  /// animation as ``timingCurve(_:_:_:_:duration:)`` with its control points, and `.linear` the
  /// same as ``linear(duration:)``; a circular curve is evaluated by its formula. As with every
  /// timing curve, the frame at exactly `duration` still shows the end value and the animation
  /// finishes on the next frame.
  ///
  /// ```swift
  /// withAnimation(.timingCurve(.circularEaseOut, duration: 0.4)) { offset = 100 }
  /// ```
  ///
  /// - Parameters:
  ///   - curve: The curve, from input progress to output progress.
  ///   - duration: The length of the animation in seconds.
  /// - Returns: The animation.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    switch curve.function {
    case .linear:
      return linear(duration: duration)
    case .bezier(let start, let end):
      return timingCurve(start.x, start.y, end.x, end.y, duration: duration)
    default:
      return Animation(UnitCurveAnimation(curve: curve, duration: duration))
    }
  }
}

/// A timing-curve animation for the curves that are not Bézier curves (the circular ones).
struct UnitCurveAnimation: CustomAnimation, CustomStringConvertible {
  var curve: UnitCurve
  var duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    guard duration > 0, duration >= time else { return nil }
    return value.scaled(by: curve.value(at: time / duration))
  }

  func velocity<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: AnimationContext<V>
  ) -> V? {
    guard duration > 0, duration >= time else { return nil }
    return value.scaled(by: curve.velocity(at: time / duration) / duration)
  }

  var description: String { "UnitCurveAnimation(\(curve), duration: \(duration))" }
}
