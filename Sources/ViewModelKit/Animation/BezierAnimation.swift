import Foundation

/// A timing-curve animation: the interval scaled by a cubic Bézier curve of `time / duration`.
///
/// It returns `nil` (finished) unless `duration > 0 && time <= duration`, so the frame at
/// exactly `duration` still shows the end value and the animation ends on the next frame. A
/// zero, negative or NaN duration finishes on the first frame (the value jumps), as in SwiftUI.
struct BezierAnimation: CustomAnimation, CustomStringConvertible {
  var duration: TimeInterval
  var curve: UnitCurve.CubicSolver

  init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval) {
    self.duration = duration
    curve = UnitCurve.CubicSolver(
      start: UnitPoint(x: p1x, y: p1y),
      end: UnitPoint(x: p2x, y: p2y)
    )
  }

  /// The curve's progress at `time`, or `nil` once finished.
  func fraction(at time: TimeInterval) -> Double? {
    guard duration > 0, duration >= time else { return nil }
    return curve.value(at: time / duration)
  }

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    fraction(at: time).map { value.scaled(by: $0) }
  }

  var description: String {
    "BezierAnimation(duration: \(duration), curve: (\(curve.cx / 3), \(curve.cy / 3)), "
      + "(\((curve.bx + 2 * curve.cx) / 3), \((curve.by + 2 * curve.cy) / 3)))"
  }
}
